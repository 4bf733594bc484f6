import { sql } from 'kysely';
import { type Config, ConfigError } from './config';
import type { Db } from './db/connection';
import { AppError } from './lib/errors';

/** The errno-style code of an error or of what caused it (pg wraps its socket's). */
function codeOf(err: unknown): string | undefined {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code) return code;
  }
  return undefined;
}

/**
 * PostgreSQL answers before anything else is done with it: a DATABASE_URL that cannot be read, or a server
 * that is down or unknown, is a ConfigError saying so (within 10 seconds, never a hang), not a migration's stack.
 */
export async function reachDatabase(db: Db, config: Pick<Config, 'databaseUrl'>): Promise<void> {
  if (!config.databaseUrl) return;
  const where = (() => {
    try {
      const url = new URL(config.databaseUrl!);
      return `${url.hostname}:${url.port || 5432}`;
    } catch {
      return undefined;
    }
  })();
  if (!where)
    throw new ConfigError(
      'Invalid configuration: DATABASE_URL: cannot be read as an address, e.g. postgres://user:password@host:5432/name',
    );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in 10 seconds')), 10_000);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } catch (err) {
    throw new ConfigError(
      `Invalid configuration: DATABASE_URL: cannot reach PostgreSQL at ${where} (${(err as Error).message}); start it or correct DATABASE_URL`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What went wrong at start-up, as one line for the person starting the server, when it is a setting of theirs
 * (a value refused, a port taken); undefined for a fault of the program, whose stack is worth printing.
 */
export function startupFailure(err: unknown, config?: Pick<Config, 'host' | 'port' | 'admin'>): string | undefined {
  // One bad variable is one line; several are one line each under the heading.
  if (err instanceof ConfigError) return err.message.replace(/^(Invalid configuration):\n\s+(?=[^\n]*$)/, '$1: ');
  // The only AppError start-up meets: the password policy refusing ADMIN_PASSWORD (prepare.ts createAdmin).
  if (err instanceof AppError && config?.admin) return `Invalid configuration: ADMIN_PASSWORD: ${err.message}`;
  const code = codeOf(err);
  if (config && code === 'EADDRINUSE') {
    return `Cannot listen on ${config.host}:${config.port}: another program is using the port; stop it or set PORT to a free one`;
  }
  if (config && code === 'EACCES') return `Cannot listen on ${config.host}:${config.port}: not allowed; set PORT to 1024 or above`;
  if (config && code === 'EADDRNOTAVAIL')
    return `Cannot listen on ${config.host}:${config.port}: no such address on this machine; correct HOST`;
  return undefined;
}
