import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@tc/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Requests Fastify refuses before any route sees them (the error shape of docs/architecture.md#errors):
 * a URL that does not decode, a path parameter too long, a failing route constraint.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status = 400;
  let body: ErrorBody = { error: 'The address is not valid: it has a broken %-escape.', code: 'VALIDATION_ERROR' };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    status = 414;
    body = { error: 'The address is too long.', code: 'VALIDATION_ERROR' };
  } else if (error.code !== 'FST_ERR_BAD_URL') {
    request.log.error({ err: error }, 'framework error');
    status = 500;
    body = { error: `Something went wrong on our side. If it persists, quote reference ${request.id}.`, code: 'INTERNAL' };
  }
  return reply
    .code(status)
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** What a request that is not valid HTTP gets, by Node's parser error code. */
function clientErrorAnswer(code: string | undefined): { status: number; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { error: 'The request headers are too large (at most 16 KB).', code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { error: 'The request took too long to arrive.', code: 'VALIDATION_ERROR' } };
  }
  return { status: 400, body: { error: 'The request is not valid HTTP.', code: 'VALIDATION_ERROR' } };
}

/**
 * Node's http server 'clientError' (Fastify's clientErrorHandler): header too large, a broken
 * request line or header, an unknown method token. No request object exists, so the answer
 * is a complete HTTP/1.1 response written to the socket, which is then closed.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(err.code);
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(err);
}
