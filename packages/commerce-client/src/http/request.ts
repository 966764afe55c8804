import type { Answer, AnswerName } from '../schemas/answers.ts';

/** An answer from a Cairn service that was not a success, with the service's own message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly headers?: Headers,
  ) {
    super(message);
  }

  /** The commerce backend's field errors (`{ email: 'already registered' }`), or `{}`. */
  get errors(): Record<string, string> {
    const errors =
      this.body && typeof this.body === 'object' && 'errors' in this.body
        ? this.body.errors
        : undefined;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
}

export type Fetch = (input: Request) => Promise<Response>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Statuses that carry a useful body (such as the resolver's 404 page) rather than an error. */
  acceptStatus?: number[];
};

/**
 * Sends one JSON request whose answer is the contract's `answer` (a name in `answerSchemas`).
 * A path starting with two slashes is refused before anything is sent: a URL parser would read
 * it as another host. Outside production the answer is parsed against its schema first.
 */
export async function requestJson<Name extends AnswerName>(
  baseUrl: string,
  fetchImpl: Fetch,
  path: string,
  answer: Name,
  options: RequestOptions = {},
): Promise<{ status: number; data: Answer<Name>; headers: Headers }> {
  if (path.startsWith('//')) {
    throw new TypeError(`Refusing a request URL that starts with two slashes: ${path}`);
  }
  if (!baseUrl) {
    throw new TypeError(
      "[@cairn/commerce-client] The client needs a baseUrl: the shop's origin, e.g. 'https://shop.example'. There is no default.",
    );
  }
  const url = new URL(baseUrl.replace(/\/$/, '') + path);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  const headers = new Headers(options.headers);
  headers.set('accept', 'application/json');
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const method = options.method ?? 'GET';
  const { signal } = options;
  const response = await untilAborted(
    fetchImpl(
      new Request(url, {
        method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: signal ?? null,
      }),
    ),
    signal,
  );
  const text = await untilAborted(response.text(), signal);
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok && !options.acceptStatus?.includes(response.status)) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : `${response.status} ${response.statusText}`.trim();
    throw new ApiError(response.status, message, data, response.headers);
  }
  return {
    status: response.status,
    data: await checked(answer, data, `${method} ${url.pathname}`),
    headers: response.headers,
  };
}

/**
 * `work`, or the signal's reason once it aborts, whichever comes first. The Request passes the
 * signal on to fetch, but undici's Request follows it only through a weak reference, and a
 * custom fetch may not listen at all: the caller's abort and deadline must not depend on either.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    // Settles (or is ignored) either way, so the fetch's own rejection is never left unheard.
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The answer, parsed against the contract in development and tests: a field the API renamed or
 * retyped fails there, at the call, naming the field. Bundlers replace `process.env.NODE_ENV` in
 * a production build, so the parse and its schemas (loaded only here) are left out of it.
 */
async function checked<Name extends AnswerName>(
  answer: Name,
  data: unknown,
  call: string,
): Promise<Answer<Name>> {
  if (process.env.NODE_ENV !== 'production') {
    const { isAnswer } = await import('./answer-check.ts');
    if (isAnswer(answer, data, call)) return data;
  }
  // Production trusts what development, the tests and the API's own tests checked: the one
  // place an answer is cast to its type unchecked.
  return data as Answer<Name>;
}
