import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from './request-logger';

/** Fastify's (pino) logger at `level`, whose lines land in `lines`. */
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: Fastify({ logger: { level, stream } }).log, lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the logger of a request', () => {
  it('makes no child logger while nothing is written at its level', () => {
    const { logger } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger(logger, { reqId: 'r-1' }, {});
    log.info({ req: 'x' }, 'incoming request');
    log.debug('details');
    expect(log.level).toBe('warn');
    expect(child).not.toHaveBeenCalled();
  });

  it('writes the lines of the child logger, bindings and all, once one is written', async () => {
    const { logger, lines } = capture('info');
    const log = requestLogger(logger, { reqId: 'r-2', clientRequestId: 'theirs' }, {});
    log.debug('not at this level');
    log.info({ rows: 10 }, 'request completed');
    log.error(new Error('boom'), 'unhandled error');
    await flush();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, reqId: 'r-2', clientRequestId: 'theirs', rows: 10, msg: 'request completed' });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'r-2', msg: 'unhandled error', err: { message: 'boom' } });
    expect((log as unknown as { bindings(): object }).bindings()).toEqual({ reqId: 'r-2', clientRequestId: 'theirs' });
  });

  it('follows the level of the app logger, and a child of its own', async () => {
    const { logger, lines } = capture('warn');
    const log = requestLogger(logger, { reqId: 'r-3' });
    log.info('hidden');
    logger.level = 'info';
    log.info('shown');
    log.child({ part: 'upload' }).warn('nested');
    await flush();
    expect(lines.map((l) => [l.msg, l.reqId, l.part])).toEqual([
      ['shown', 'r-3', undefined],
      ['nested', 'r-3', 'upload'],
    ]);
  });

  it('makes the child at once when the route sets a level of its own', async () => {
    const { logger, lines } = capture('warn');
    const log = requestLogger(logger, { reqId: 'r-4' }, { level: 'debug' });
    log.debug('route detail');
    await flush();
    expect(lines).toMatchObject([{ msg: 'route detail', reqId: 'r-4' }]);
  });
});
