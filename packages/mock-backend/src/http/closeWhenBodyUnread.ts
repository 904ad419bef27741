import type { MiddlewareHandler } from 'hono';

/**
 * Asks the server to close the connection after an answer sent without reading the request's
 * whole body: a crumb or rate-limit refusal, an unknown path, and every 413 (decided from
 * Content-Length before reading, or part-way through a chunked body). The unread bytes would
 * otherwise stay on a keep-alive connection, and the client's next request on it would fail with a
 * socket error; with `Connection: close` the client opens a new connection.
 */
export function closeWhenBodyUnread(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    // A chunked body cut short by the size limit counts as used, yet its rest is unread.
    if (hasBody && (!c.req.raw.bodyUsed || c.res.status === 413)) c.header('Connection', 'close');
  };
}
