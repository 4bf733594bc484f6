import type { FastifyRequest } from 'fastify';

/**
 * A URL as the log may hold it: the token of an invitation or reset link (/set-password?token=…) and of an
 * unlock link (/login?unlock=…) is left out.
 */
export const redactUrl = (url: string) => url.replace(/([?&](?:token|unlock)=)[^&#]*/gi, '$1[redacted]');

/** Fastify's request line for the log, without a link's token. */
export function redactedRequest(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** An error as the log may hold it: a link's token left out of its message and stack. */
export function redactError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const copy = new Error(redactUrl(err.message));
  copy.name = err.name;
  copy.stack = err.stack === undefined ? undefined : redactUrl(err.stack);
  return copy;
}
