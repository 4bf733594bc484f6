import 'fastify';
import type { Config } from './config';
import type { Db, Dialect } from './db/connection';
import type { TokenService } from './auth/tokens';
import type { Mailer } from './lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    config: Config;
    tokens: TokenService;
    mailer: Mailer;
  }
}
