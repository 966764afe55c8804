import { prepareRedirects, type RedirectsOptions } from './middleware.ts';

/** The parts of Node's `IncomingMessage` the handler reads (Express and Connect fit too). */
export type NodeRequestLike = { method?: string | undefined; url?: string | undefined };

/** The parts of Node's `ServerResponse` the handler writes. */
export type NodeResponseLike = {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(): unknown;
};

export type NodeRedirectHandler = (
  req: NodeRequestLike,
  res: NodeResponseLike,
  next?: (error?: unknown) => void,
) => boolean;

/**
 * A plain Node `(req, res, next)` handler with the same behaviour as the Hono middleware:
 * it answers an old address with a redirect, or calls `next()` (when given). Returns true
 * when it answered, so it also works without a framework:
 *
 * @example
 * const handleRedirect = createNodeRedirectHandler({ rules });
 * http.createServer((req, res) => handleRedirect(req, res) || app(req, res));
 */
export function createNodeRedirectHandler(options: RedirectsOptions = {}): NodeRedirectHandler {
  const { matcher, methods } = prepareRedirects(options);
  return function nodeRedirectHandler(req, res, next) {
    const hit = methods.has(req.method ?? 'GET') ? matcher.match(req.url ?? '/') : null;
    if (!hit) {
      next?.();
      return false;
    }
    res.statusCode = hit.status;
    res.setHeader('Location', hit.location);
    res.setHeader('Content-Length', '0');
    res.end();
    return true;
  };
}
