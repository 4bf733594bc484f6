import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { clientErrorHandler } from './framework-errors';
import { redactUrl } from './log-redaction';

/**
 * Deadlines on a request's body (docs/decisions/009: a body sent a byte every 20 s kept its connection
 * open for good). Node's own `headersTimeout` and `requestTimeout` (plugins/slow-clients.ts) bound the
 * headers and, as a backstop, the whole of any request; this adds, while a body is read:
 *
 * - an idle deadline (`bodyIdleMs`): a gap that long without a byte of it cuts the request, however
 *   long the body, so an upload that keeps coming, even slowly, is never cut by it;
 * - a deadline for the whole request: `requestMs` for a JSON body (1 MB at most), `uploadMs` for a
 *   multipart upload (10 MB at most), which a slow mobile link needs minutes for.
 *
 * A cut request is answered 408 in the error shape and its connection closed, as Node answers its own
 * timeouts (framework-errors.ts). A request without a body costs one header test.
 */
export function bodyDeadlines(app: FastifyInstance, timeouts: Config['timeouts']): void {
  // Checked this often: a cut comes at most this late.
  const every = Math.max(50, Math.min(1000, Math.floor(timeouts.bodyIdleMs / 4)));
  // On the server's own request event, beside Fastify's: every request over a socket, a route's or not
  // (a body sent to no route is still read), and no hook added to any route (a hook costs every call). app.inject never comes here.
  app.server.on('request', (raw: IncomingMessage) => {
    const length = raw.headers['content-length'];
    if (raw.complete || ((length === undefined || length === '0') && raw.headers['transfer-encoding'] === undefined)) return;
    const socket = raw.socket;
    const started = Date.now();
    const deadline = started + (/^multipart\//i.test(raw.headers['content-type'] ?? '') ? timeouts.uploadMs : timeouts.requestMs);
    let bytes = socket.bytesRead;
    let lastByteAt = started;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return stop();
      const now = Date.now();
      // A body the server has not read on yet (its buffer full) is not the client's delay.
      if (socket.bytesRead !== bytes || raw.readableLength >= raw.readableHighWaterMark) {
        bytes = socket.bytesRead;
        lastByteAt = now;
      }
      const idle = now - lastByteAt >= timeouts.bodyIdleMs;
      if (!idle && now < deadline) return;
      stop();
      app.log.info(
        {
          method: raw.method,
          url: redactUrl(raw.url ?? ''),
          remoteAddress: socket.remoteAddress,
          bytesRead: socket.bytesRead,
          ms: now - started,
        },
        idle ? 'request cut: its body stopped coming' : 'request cut: its body took too long',
      );
      clientErrorHandler.call(app, Object.assign(new Error('request body timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    }, every);
    timer.unref();
    const stop = () => {
      clearInterval(timer);
      raw.off('end', stop);
      raw.off('close', stop);
    };
    raw.once('end', stop);
    raw.once('close', stop);
  });
}
