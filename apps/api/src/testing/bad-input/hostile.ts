import fc from 'fast-check';

/**
 * Hostile values for the bad-input campaign: what scanners, fuzzers and attackers send to
 * every field, path and header of a public API.
 */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202e\u0644evil',
  '\u0007\u001b[31mred',
  'line\nbreak',
  'tab\there',
  // A name that is a message (mail as a phishing channel, issue 30).
  'Your account is locked, unlock it at https://evil.example/unlock',
  'Ada\nYour account is locked: https://evil.example/unlock',
  'Ada\r\nBcc: someone@example.com',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; drop table customers; --",
  '1; select pg_sleep(5)',
  '$' + '{7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%c0%ae%c0%ae/%c0%af',
  '%ED%A0%80',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999999',
  '0x10',
  'null',
  'undefined',
  'true',
  '[object Object]',
  'e\u0301\u0301\u0301\u0301',
  '🏔️🧗‍♀️🏕️',
  '!!!',
  'ｆｕｌｌｗｉｄｔｈ',
  'x'.repeat(300),
  'é'.repeat(5000),
  'x'.repeat(70 * 1024),
];

/** Names that carry a message: a link, a line break, a bare host name, an address. */
export const phishingNames: readonly string[] = [
  'Your account is locked, unlock it at https://evil.example/unlock',
  'Ada\nYour account is locked: https://evil.example/unlock',
  'Ada\r\nBcc: someone@example.com',
  'Ada evil.example',
  'someone@evil.example',
];

/**
 * Whether a body field is a person's name (`personName()` at the edge): the address and
 * profile names, and an appointment's booker. Other fields called `name` (a filter's) are not.
 */
export function isPersonNameField(
  route: { pattern: string },
  path: readonly (string | number)[],
): boolean {
  const field = path.at(-1);
  return (
    field === 'firstName' ||
    field === 'lastName' ||
    (route.pattern === '/api/appointments' && field === 'name')
  );
}

/** Any string: random code units (lone surrogates included), graphemes, or one of the above. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\ud800', '\u0085', '\u007f'))
      .map(([text, bad]) => `${text}${bad}${text}`),
  },
);

/** Any JSON value in a field's place: wrong types, extremes, prototype keys, or text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      2 ** 31,
      2 ** 53 + 2,
      -(2 ** 63),
      1e308,
      [],
      {},
      [null],
      JSON.parse('{"__proto__":{"polluted":true}}'),
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a'),
      hostileText,
      { maxKeys: 3 },
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.integer(), { minLength: 200, maxLength: 1200 }) },
);

/** Raw JSON bodies that are not what any route takes. */
export const hostileBodies: readonly string[] = [
  '',
  '{',
  '{"a":',
  '}',
  'nul',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(70 * 1024)}"}`,
  '\ufeff{}',
];

/** What an answer body must never hold: a stack trace or a path on the server. */
const leakPatterns: readonly RegExp[] = [
  /\n\s+at\s/,
  /\bat\s+\S+\s+\((?:file:|\/|[A-Za-z]:\\)/,
  /\.(?:ts|tsx|js|mjs|cjs):\d+/,
  /node_modules/,
  /(?:^|[\s"'(])\/(?:work|home|root|usr|tmp|var|app|opt|srv)\//,
  /file:\/\//,
  /[A-Za-z]:\\\\/,
];

/** The first leak found in a body, or null. */
export function leakIn(body: string): string | null {
  for (const pattern of leakPatterns) {
    const match = pattern.exec(body);
    if (match) return `${pattern}: ${body.slice(Math.max(0, match.index - 40), match.index + 80)}`;
  }
  return null;
}

/** An answer's limit: the campaign fails any slower one (CAMPAIGN_SLOW_MS to change it). */
export const slowAnswerMs = Number(process.env.CAMPAIGN_SLOW_MS ?? 2000);

export type CampaignFigures = {
  cases: number;
  generated: number;
  serverErrors: number;
  slowestMs: number;
  slowest: string;
};

export function newFigures(): CampaignFigures {
  return { cases: 0, generated: 0, serverErrors: 0, slowestMs: 0, slowest: '' };
}

async function timed(send: () => Response | Promise<Response>) {
  const started = performance.now();
  const response = await send();
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

/**
 * Sends one case, records it in `figures`, and answers what is wrong with the answer (a 5xx,
 * a leak, too slow) or null. A slow answer is sent again, up to three tries, and judged by the
 * fastest: a machine busy with other work slows one answer, work the input causes slows all.
 */
export async function tryCase(
  figures: CampaignFigures,
  label: string,
  send: () => Response | Promise<Response>,
): Promise<string | null> {
  let answer: Awaited<ReturnType<typeof timed>>;
  try {
    answer = await timed(send);
    for (
      let tries = 1;
      tries < 3 && answer.ms > slowAnswerMs && answer.response.status < 500;
      tries++
    ) {
      const again = await timed(send);
      if (again.ms < answer.ms) answer = again;
    }
  } catch (error) {
    figures.cases += 1;
    figures.serverErrors += 1;
    return `${label}: threw ${error instanceof Error ? error.stack : String(error)}`;
  }
  const { response, body, ms } = answer;
  figures.cases += 1;
  if (ms > figures.slowestMs) {
    figures.slowestMs = ms;
    figures.slowest = label;
  }
  if (response.status >= 500) {
    figures.serverErrors += 1;
    return `${label}: answered ${response.status}: ${body.slice(0, 300)}`;
  }
  const leak = leakIn(body);
  if (leak) return `${label}: the body leaks ${leak}`;
  if (ms > slowAnswerMs) return `${label}: took ${Math.round(ms)} ms`;
  return null;
}

/** A short printable form of a value for labels (never the whole 70 KB). */
export function show(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...(${text.length})` : text;
}
