/**
 * The one place uncaught errors in the browser go (requirements R-ERR-10): errors thrown outside
 * React (`error` events), promises nobody caught (`unhandledrejection`), errors React could
 * not handle or recovered from, pages that failed (the error page), and a failed mount. Each is
 * logged and recorded, so the latest ones can be read back (`recordedErrors()`, also on
 * `window.__cairnErrors` for support staff in the console) instead of being lost.
 */

export type ErrorSource = 'window' | 'promise' | 'react' | 'page' | 'mount';

export type RecordedError = {
  source: ErrorSource;
  message: string;
  error: unknown;
  /** The page the shopper was on. */
  url: string;
  at: string;
};

/** How many errors are kept: the latest, so a loop of failures cannot grow memory. */
export const recordedErrorLimit = 50;

const recorded: RecordedError[] = [];

/** Logs and records one uncaught error. */
export function reportError(error: unknown, source: ErrorSource): RecordedError {
  console.error(`Uncaught error (${source}):`, error);
  return record(error, source);
}

function record(error: unknown, source: ErrorSource): RecordedError {
  const entry: RecordedError = {
    source,
    message: error instanceof Error ? error.message : String(error),
    error,
    url: typeof window === 'undefined' ? '' : window.location.href,
    at: new Date().toISOString(),
  };
  recorded.push(entry);
  if (recorded.length > recordedErrorLimit)
    recorded.splice(0, recorded.length - recordedErrorLimit);
  return entry;
}

/** The errors recorded so far in this page load, oldest first. */
export function recordedErrors(): readonly RecordedError[] {
  return recorded;
}

/** Forgets the recorded errors (tests). */
export function clearRecordedErrors(): void {
  recorded.length = 0;
}

/**
 * Sends the window's uncaught errors and unhandled rejections to `reportError`. Returns a
 * function that removes the listeners.
 */
export function installErrorHook(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, 'window');
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, 'promise');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  (target as Window & { __cairnErrors?: typeof recordedErrors }).__cairnErrors = recordedErrors;
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * React root options that send what React catches at the root to the hook: errors no error
 * boundary took (`onUncaughtError`) and hydration mismatches React recovered from.
 */
export const reactRootErrorOptions = {
  onUncaughtError: (error: unknown) => reportError(error, 'react'),
  onRecoverableError: (error: unknown) => reportError(error, 'react'),
};

/**
 * Mounts the app; a failure is logged as `Error while mounting app:`, recorded and rethrown
 * (the page stays as the server rendered it, and the error reaches the browser's console).
 */
export function mountApp<Mounted>(mount: () => Mounted): Mounted {
  try {
    return mount();
  } catch (error) {
    console.error('Error while mounting app:', error);
    record(error, 'mount');
    throw error;
  }
}
