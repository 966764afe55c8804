import pino, { type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

export type Logger = PinoLogger;

export type LoggerOptions = {
  level?: string;
  /** `json`: one object a line, for log collectors. `pretty`: for people. Default: pretty on a terminal. */
  format?: 'json' | 'pretty';
  /** Where JSON lines go (tests pass a stream they read); default stdout. */
  destination?: NodeJS.WritableStream;
};

/**
 * The servers' structured logger (pino). Lines carry `reqId` when written for a request;
 * they never carry bodies, headers, query strings, emails or tokens: callers log what a
 * request was (method, `loggablePath`, status, duration), not what it said. Paths of secrets
 * that slip through anyway are redacted.
 */
export function createLogger({
  level = 'info',
  format = process.stdout.isTTY ? 'pretty' : 'json',
  destination,
}: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    redact: {
      paths: [
        'password',
        'token',
        'email',
        'authorization',
        '*.password',
        '*.token',
        '*.email',
        '*.authorization',
        '*.cookie',
        'headers',
        '*.headers',
      ],
      censor: '[redacted]',
    },
  };
  if (format === 'pretty' && !destination) {
    return pino(options, pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname' }));
  }
  return destination ? pino(options, destination) : pino(options);
}

// Cart tokens, session secrets: 40-64 URL-safe characters with a capital or an underscore
// (product and category slugs are lower case).
const secretLike = /^(?=.*[A-Z_])[A-Za-z0-9_-]{40,64}$/;
// Segments that follow these name a person or a bearer secret whatever they look like.
const personalAfter = new Set(['login', 'cart', 'reset', 'wishlists', 'orders']);

/**
 * A request path fit for a log: no query string (searches, reset links and filters can carry
 * personal data), and segments holding an email or a secret replaced by a placeholder.
 *
 * @example loggablePath('/commerce/login/ann@example.com?x=1') // '/commerce/login/:redacted'
 */
export function loggablePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutQuery.split('/');
  return segments
    .map((segment, index) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is logged as it came.
      }
      const previous = segments[index - 1];
      if (
        decoded.includes('@') ||
        secretLike.test(decoded) ||
        (previous !== undefined && personalAfter.has(previous) && segment !== '')
      ) {
        return ':redacted';
      }
      return segment.length > 200 ? `${segment.slice(0, 200)}…` : segment;
    })
    .join('/');
}
