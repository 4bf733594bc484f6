import type { FastifyRequest } from 'fastify';

/** A URL as the log may hold it: the token of an invitation or reset link (/set-password?token=…) is left out. */
export const redactUrl = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** Fastify's request line for the log, without a link's token. */
export function redactedRequest(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
