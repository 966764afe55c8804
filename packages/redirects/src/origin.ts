import type { RedirectRule } from './types.ts';

/** Where a parsed rule came from: kept beside the rule, not on it, so rules stay `{ from, to }`. */
export type RuleOrigin = { source?: string; line: number };

const origins = new WeakMap<RedirectRule, RuleOrigin>();

export function setRuleOrigin(rule: RedirectRule, origin: RuleOrigin): void {
  origins.set(rule, origin);
}

/** The source and line a rule was parsed from, if `parseRedirectTable` produced it. */
export function ruleOrigin(rule: RedirectRule): RuleOrigin | undefined {
  return origins.get(rule);
}

/** `{ source, line }` ready to spread into a problem, without `undefined` fields. */
export function originFields(rule: RedirectRule): { source?: string; line?: number } {
  const origin = origins.get(rule);
  if (!origin) return {};
  return origin.source === undefined
    ? { line: origin.line }
    : { source: origin.source, line: origin.line };
}
