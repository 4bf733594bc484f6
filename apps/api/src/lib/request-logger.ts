import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogFn = FastifyBaseLogger['info'];

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

const PARENT = Symbol('parent');
const BINDINGS = Symbol('bindings');
const OPTIONS = Symbol('options');
const CHILD = Symbol('child');

/**
 * A request's logger that becomes pino's child of the app's logger when it first writes a line:
 * the lines are those of `parent.child(bindings, options)`, but a request that logs nothing (at the usual
 * level, every call that succeeds) no longer makes a child logger for nothing (measured with `npm run bench`).
 */
class RequestLogger {
  [PARENT]: FastifyBaseLogger;
  [BINDINGS]: Bindings;
  [OPTIONS]: ChildLoggerOptions | undefined;
  [CHILD]: FastifyBaseLogger | undefined = undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions | undefined) {
    this[PARENT] = parent;
    this[BINDINGS] = bindings;
    this[OPTIONS] = options;
  }

  /** The child logger itself, made once. */
  get real(): FastifyBaseLogger {
    return (this[CHILD] ??= this[PARENT].child(this[BINDINGS], this[OPTIONS]));
  }

  get level(): string {
    return (this[CHILD] ?? this[PARENT]).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  bindings(): Bindings {
    return (this.real as FastifyBaseLogger & { bindings(): Bindings }).bindings();
  }

  isLevelEnabled(level: string): boolean {
    return enabled(this[CHILD] ?? this[PARENT], level);
  }

  silent(): void {}
}

/** Pino's own test of a level: its methods below the logger's level write nothing. */
const enabled = (logger: FastifyBaseLogger, level: string) =>
  (logger as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);

for (const level of LEVELS) {
  (RequestLogger.prototype as unknown as Record<Level, LogFn>)[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
    if (!enabled(this[CHILD] ?? this[PARENT], level)) return;
    const real = this.real;
    (real[level] as (...a: unknown[]) => void).apply(real, args);
  };
}

/**
 * The logger of one request: `parent.child(bindings, options)`, made on its first line. Options that
 * change the child (a route's own log level) make it at once, so that its level is the one tested.
 */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
  if (options !== undefined && Object.keys(options).length > 0) return parent.child(bindings, options);
  return new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
