import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * hono's bodyLimit, answering 413 with `Connection: close`. The refusal goes out before the
 * body is read, so the rest of the body is still on the wire; on a kept-alive connection it
 * would be read as the next request (or the client's next request would meet a closed
 * socket: "other side closed"). Closing the connection after the answer keeps both apart.
 */
export function limitBody<E extends Env>(
  maxSize: number,
  answer: (c: Context<E>) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      return answer(c as Context<E>);
    },
  }) as MiddlewareHandler<E>;
}
