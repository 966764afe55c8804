// Connection-level failures: the server went away, refused, or is starting or shutting down.
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// SQLSTATE classes and codes that mean "not now", not "wrong query": connection exceptions
// (08), admin/crash shutdown and cannot-connect-now (57P01-57P03), too many connections
// (53300), and a statement cancelled by statement_timeout (57014).
const unavailableStates = /^(08...|57P0[1-3]|53300|57014)$/;
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'terminating connection',
];

/**
 * Whether an error (or anything in its cause chain, as drizzle wraps the driver's) says the
 * database could not be reached or answer in time, rather than that the query was wrong. Such
 * a request is answered 503 with `Retry-After`: it changed nothing that was acknowledged, and
 * the pool reconnects on its own.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (socketCodes.has(code) || unavailableStates.test(code))) {
      return true;
    }
    if (typeof message === 'string' && unavailableMessages.some((m) => message.includes(m))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
