import { type HostSets, mergeQuery, readAddress, routeKey } from './normalize.ts';
import type { RedirectProblemKind, RedirectRule } from './types.ts';

/**
 * Reads a table the way the matcher will serve it: normalises every `from`, drops what
 * cannot be served (invalid, external, self-redirects, later duplicates, loops) and
 * collapses chains so every rule answers with its final target in one hop. The linter
 * reports the same findings, so what it says is exactly what the matcher does.
 */

/** A rule the matcher will serve. */
export type ServedRule = {
  rule: RedirectRule;
  /** Position in the table: problems are reported in table order. */
  index: number;
  /** Normalised `from` (see `routeKey`). */
  key: string;
  /** The `from` path as written (an old-host URL made relative), without trailing slashes. */
  path: string;
  /** The rule's own target: a site path (old-host URLs made relative) or an allowed URL. */
  target: string;
  /** `routeKey` of a site-path target; undefined for an external one. */
  targetKey: string | undefined;
  /** Where the request finally lands, after following any chain. */
  final: string;
  /** The rules a chain passes through after this one; empty unless it is a chain. */
  via: readonly ServedRule[];
};

/** Something the analysis noticed; the linter turns these into problems. */
export type Finding = {
  kind: Extract<
    RedirectProblemKind,
    'invalid' | 'external-target' | 'self-redirect' | 'duplicate' | 'conflict' | 'chain' | 'loop'
  >;
  rule: RedirectRule;
  index: number;
  message: string;
  suggestion?: string;
};

export type Analysis = {
  /** Served rules by normalised `from`, in table order. */
  served: Map<string, ServedRule>;
  findings: Finding[];
};

/** Host sets under which every absolute URL counts as an old-host URL (for `from` only). */
const anyHostIsOld: HostSets = {
  old: { has: () => true } as unknown as ReadonlySet<string>,
  external: new Set(),
};

const NO_HOPS: readonly ServedRule[] = Object.freeze([]);

export function analyseRules(rules: readonly RedirectRule[], hosts: HostSets): Analysis {
  const served = new Map<string, ServedRule>();
  const findings: Finding[] = [];
  const finding = (f: Finding) => findings.push(f);

  rules.forEach((rule, index) => {
    if (rule === null || typeof rule !== 'object') {
      finding({ kind: 'invalid', rule, index, message: 'Rule is not a { from, to } object.' });
      return;
    }
    // Without a list of old hosts, an absolute `from` can only mean one: it names requests.
    const from = readAddress(rule.from, hosts.old.size === 0 ? anyHostIsOld : hosts);
    if (from.kind === 'invalid') {
      finding({
        kind: 'invalid',
        rule,
        index,
        message: `"from" ${show(rule.from)} ${from.reason}.`,
      });
      return;
    }
    if (from.kind === 'external') {
      finding({
        kind: 'invalid',
        rule,
        index,
        message: `"from" is on ${from.host}, which is not an old host: add it to oldHosts or use the path.`,
      });
      return;
    }
    if (/[?#]/.test(from.path)) {
      finding({
        kind: 'invalid',
        rule,
        index,
        message: `"from" ${from.path} has a query or fragment, but rules match on the path only.`,
      });
      return;
    }
    const to = readAddress(rule.to, hosts);
    if (to.kind === 'invalid') {
      finding({ kind: 'invalid', rule, index, message: `"to" ${show(rule.to)} ${to.reason}.` });
      return;
    }
    if (to.kind === 'external' && !hosts.external.has(to.host)) {
      finding({
        kind: 'external-target',
        rule,
        index,
        message: `Sends ${rule.from} off-site to ${to.host}; use a site path, or allow the host (allowedExternalHosts).`,
      });
      return;
    }
    const key = routeKey(from.path);
    const target = to.kind === 'path' ? to.path : to.url;
    const targetKey = to.kind === 'path' ? routeKey(to.path) : undefined;
    if (targetKey === key) {
      finding({
        kind: 'self-redirect',
        rule,
        index,
        message: `Sends ${rule.from} to itself; a browser would loop. Remove it (the matcher ignores it).`,
      });
      return;
    }
    const first = served.get(key);
    if (first) {
      const same = sameTarget(first.target, target);
      finding({
        kind: same ? 'duplicate' : 'conflict',
        rule,
        index,
        message: same
          ? `Repeats the rule for ${first.rule.from}; remove it.`
          : `${rule.from} is already sent to ${first.target}; this rule (to ${target}) is ignored. Keep one.`,
        suggestion: first.target,
      });
      return;
    }
    const path = from.path.replace(/(?<=.)\/+$/, '');
    served.set(key, { rule, index, key, path, target, targetKey, final: target, via: NO_HOPS });
  });

  resolveChains(served, findings);
  return { served, findings };
}

/** A value as it appears in the table, quoted so empty or odd values stay visible. */
function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** Targets are the same page when their paths match as keys and their queries are equal. */
function sameTarget(a: string, b: string): boolean {
  if (a === b) return true;
  const qa = a.indexOf('?');
  const qb = b.indexOf('?');
  const queryA = qa === -1 ? '' : a.slice(qa);
  const queryB = qb === -1 ? '' : b.slice(qb);
  return queryA === queryB && routeKey(a) === routeKey(b);
}

/**
 * Follows every rule whose target is itself redirected. Rules that come back round to
 * themselves are a loop: all of them are dropped (no answer is right), and a rule that
 * leads into a loop then simply answers with its own target. Each rule is visited once
 * overall, so this is linear in the table size.
 */
function resolveChains(served: Map<string, ServedRule>, findings: Finding[]): void {
  const done = new Set<string>();
  const onPath = new Map<string, number>();
  const looped = new Set<string>();

  for (const start of served.values()) {
    // Most rules point at a real page: only walk from those whose target is redirected too.
    if (start.targetKey === undefined || !served.has(start.targetKey)) continue;
    if (done.has(start.key)) continue;
    const path: ServedRule[] = [];
    let current: ServedRule | undefined = start;
    while (current) {
      onPath.set(current.key, path.length);
      path.push(current);
      const nextKey: string | undefined = current.targetKey;
      const next: ServedRule | undefined = nextKey === undefined ? undefined : served.get(nextKey);
      if (!next || done.has(next.key)) break;
      const seen = onPath.get(next.key);
      if (seen !== undefined) {
        const loop = path.splice(seen);
        for (const r of loop) {
          looped.add(r.key);
          done.add(r.key);
        }
        reportLoop(loop, findings);
        break;
      }
      current = next;
    }
    // Unwind: each rule lands where the rule after it lands.
    for (let i = path.length - 1; i >= 0; i--) {
      const rule = path[i] as ServedRule;
      const nextKey = rule.targetKey;
      const next = nextKey === undefined || looped.has(nextKey) ? undefined : served.get(nextKey);
      if (next) {
        // The query of this hop would have been merged onto the next hop's answer.
        const q = rule.target.indexOf('?');
        const f = rule.target.indexOf('#');
        const query =
          q === -1 || (f !== -1 && f < q) ? '' : rule.target.slice(q, f === -1 ? undefined : f);
        rule.final = mergeQuery(next.final, query);
        rule.via = [next, ...next.via];
      }
      done.add(rule.key);
    }
    onPath.clear();
  }

  for (const key of looped) served.delete(key);
  for (const rule of served.values()) {
    if (rule.via === NO_HOPS) continue;
    const hops = [rule.rule.from, ...rule.via.map((r) => r.rule.from), rule.final].join(' -> ');
    findings.push({
      kind: 'chain',
      rule: rule.rule,
      index: rule.index,
      message: `Chain ${hops}: point it straight at ${rule.final} (the matcher answers in one hop).`,
      suggestion: rule.final,
    });
  }
}

function reportLoop(loop: ServedRule[], findings: Finding[]): void {
  const first = loop.reduce((a, b) => (b.index < a.index ? b : a));
  const hops = [...loop.map((r) => r.rule.from), loop[0]?.rule.from].join(' -> ');
  findings.push({
    kind: 'loop',
    rule: first.rule,
    index: first.index,
    message: `Loop ${hops}: these ${loop.length} rules are ignored; send them to a real page.`,
  });
}
