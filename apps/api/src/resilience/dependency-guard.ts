import CircuitBreaker from 'opossum';
import { DependencyUnavailableError } from './dependency-unavailable.ts';

export type DependencyGuardOptions = {
  /** The dependency's name in errors, logs and `/healthz`: `content`, `elevate`, … */
  name: string;
  /** How long one call may take before it is abandoned. Default 3 s. */
  timeoutMs?: number;
  /** How long the circuit stays open before one trial call is let through. Default 3 s. */
  resetTimeoutMs?: number;
  /** Calls in the rolling window (10 s) before failures can open the circuit. Default 4. */
  volumeThreshold?: number;
  /** Share of failed calls, in percent, that opens the circuit. Default 50. */
  errorThresholdPercentage?: number;
  /** Where circuit changes are reported (once per change, not per call). Default console.warn. */
  log?: (message: string) => void;
};

export type DependencyState = 'closed' | 'open' | 'half-open';

export type DependencyStatus = {
  name: string;
  state: DependencyState;
  /** Calls, failures (errors and time-outs), time-outs and calls refused by the open circuit. */
  calls: number;
  failures: number;
  timeouts: number;
  rejected: number;
};

export type DependencyGuard = {
  readonly name: string;
  /**
   * Runs one call to the dependency with a time-out signal it must pass on (to `fetch`, a
   * socket, …). Rejects with DependencyUnavailableError when the call fails, times out or the
   * circuit is open; a failure the caller marks as the request's own (`isRequestError`) passes
   * through unchanged and does not count against the dependency.
   */
  run<T>(
    call: (signal: AbortSignal) => Promise<T>,
    isRequestError?: (error: unknown) => boolean,
  ): Promise<T>;
  status(): DependencyStatus;
  /** Stops the circuit's timers (tests, shutdown). */
  shutdown(): void;
};

// Every guard made in this process, for /healthz and the metrics.
const guards = new Set<DependencyGuard>();

/** The state and counts of every dependency guard in this process. */
export function dependencyStatuses(): DependencyStatus[] {
  return [...guards].map((guard) => guard.status());
}

const requestErrorMark = Symbol('request-error');

/**
 * A time-out and a circuit breaker (opossum) around one dependency. While the dependency is
 * failing the circuit opens, and calls are refused at once (microseconds) instead of each
 * waiting for its time-out; after `resetTimeoutMs` one trial call goes through, and a success
 * closes the circuit again. Time-outs abort the call through the signal `run` hands it.
 */
export function guardDependency({
  name,
  timeoutMs = 3000,
  resetTimeoutMs = 3000,
  volumeThreshold = 4,
  errorThresholdPercentage = 50,
  log = console.warn,
}: DependencyGuardOptions): DependencyGuard {
  const breaker = new CircuitBreaker(
    async (call: (signal: AbortSignal) => Promise<unknown>) => call(AbortSignal.timeout(timeoutMs)),
    {
      name,
      // The call's own signal times it out (and aborts the socket); opossum's timer would only
      // stop waiting for it.
      timeout: false,
      resetTimeout: resetTimeoutMs,
      volumeThreshold,
      errorThresholdPercentage,
      rollingCountTimeout: 10_000,
      rollingCountBuckets: 10,
      errorFilter: (error: unknown) =>
        Boolean(error && typeof error === 'object' && requestErrorMark in error),
    },
  );
  const counts = { calls: 0, failures: 0, timeouts: 0, rejected: 0 };
  let lastError = '';
  breaker.on('open', () =>
    log(
      `Dependency ${name}: circuit open, calls refused for ${resetTimeoutMs} ms (last error: ${lastError})`,
    ),
  );
  breaker.on('halfOpen', () => log(`Dependency ${name}: circuit half-open, trying one call`));
  breaker.on('close', () =>
    log(`Dependency ${name}: circuit closed, the dependency answers again`),
  );
  const retryAfterSeconds = Math.max(1, Math.ceil(resetTimeoutMs / 1000));

  const guard: DependencyGuard = {
    name,
    async run<T>(
      call: (signal: AbortSignal) => Promise<T>,
      isRequestError: (error: unknown) => boolean = () => false,
    ): Promise<T> {
      counts.calls += 1;
      try {
        return (await breaker.fire(async (signal: AbortSignal) => {
          try {
            return await call(signal);
          } catch (error) {
            // The request's own fault (a 4xx, a refused address) says nothing of the dependency.
            if (isRequestError(error)) throw new RequestError(error);
            throw error;
          }
        })) as T;
      } catch (error) {
        if (error instanceof RequestError) throw error.original;
        if ((error as { code?: unknown }).code === 'EOPENBREAKER') {
          counts.rejected += 1;
          throw new DependencyUnavailableError(
            name,
            `${name} is unavailable (circuit open after repeated failures)`,
            retryAfterSeconds,
            { cause: error },
          );
        }
        counts.failures += 1;
        const timedOut = (error as { name?: unknown }).name === 'TimeoutError';
        if (timedOut) counts.timeouts += 1;
        const message = timedOut
          ? `no answer within ${timeoutMs} ms`
          : error instanceof Error
            ? describe(error)
            : String(error);
        lastError = message;
        if (error instanceof DependencyUnavailableError) throw error;
        throw new DependencyUnavailableError(
          name,
          `${name} failed: ${message}`,
          retryAfterSeconds,
          {
            cause: error,
          },
        );
      }
    },
    status: () => ({
      name,
      state: breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed',
      ...counts,
    }),
    shutdown() {
      breaker.shutdown();
      guards.delete(guard);
    },
  };
  guards.add(guard);
  return guard;
}

class RequestError extends Error {
  readonly [requestErrorMark] = true;
  constructor(readonly original: unknown) {
    super('request error');
  }
}

/** `fetch failed` says little; its cause (ECONNREFUSED 127.0.0.1:9) says what happened. */
function describe(error: Error): string {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (cause && typeof cause.message === 'string') return `${error.message}: ${cause.message}`;
  return error.message;
}

export type GuardedFetchOptions = DependencyGuardOptions & { fetch?: typeof fetch };

/**
 * `fetch` through a dependency guard: network errors, time-outs and 5xx answers count as the
 * dependency failing and reject with DependencyUnavailableError; other answers (2xx-4xx) are
 * returned as they are. The returned function carries its guard for `status()`.
 */
export function guardedFetch(
  options: GuardedFetchOptions,
): typeof fetch & { guard: DependencyGuard } {
  const fetchImpl = options.fetch ?? fetch;
  const guard = guardDependency(options);
  const guarded = (input: string | URL | Request, init?: RequestInit) =>
    guard.run(async (signal) => {
      const signals = [signal, init?.signal, input instanceof Request ? input.signal : undefined];
      const response = await fetchImpl(input, {
        ...init,
        signal: AbortSignal.any(signals.filter((s): s is AbortSignal => Boolean(s))),
      });
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new DependencyUnavailableError(
          options.name,
          `${options.name} answered ${response.status} ${response.statusText}`.trim(),
          Math.max(1, Math.ceil((options.resetTimeoutMs ?? 3000) / 1000)),
        );
      }
      return response;
    });
  return Object.assign(guarded, { guard }) as typeof fetch & { guard: DependencyGuard };
}
