import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type Centre, CENTRE_DEFAULTS } from './lib/centre';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Names proxy-addr knows for address ranges, beside addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Whom to believe about the client's address (docs/architecture.md#scale): nobody (`false`, the default),
 * the nearest N proxies (a hop count), or the proxies at these addresses. `true` would believe
 * any X-Forwarded-For a client writes, so it is refused.
 */
const trustProxyFromEnv = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === 'no') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((e) => e.trim());
  if (value !== 'true' && value !== 'yes' && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      value === 'true' || value === 'yes'
        ? "true would believe any client-written X-Forwarded-For: give the number of proxy hops in front of the server (1 behind one load balancer) or the proxies' addresses (10.0.0.5,10.0.1.0/24)"
        : 'must be false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
  });
  return z.NEVER;
});

/** A duration in milliseconds: at least 100, at most a day. */
const ms = z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(86_400_000);

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  // Unset: every interface, or loopback only while the demo's published passwords work (loadConfig).
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded SQLite database)')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: boolFromEnv.default(true),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(0).optional(),
  APPLY_LIMIT_PER_HOUR: z.coerce.number().int().min(0).optional(),
  SET_PASSWORD_LIMIT_PER_15_MINUTES: z.coerce.number().int().min(0).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps:// (leave it unset to write mail to DATA_DIR/outbox)')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(300).optional(),
  // The mail queue (lib/mail-queue.ts): the first retry's wait (doubling to an hour) and the attempts before it gives up.
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).default(60),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(40),
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+/, 'must start with http:// or https://, e.g. https://coaching.example.ca')
    .optional(),
  // Connections each process keeps to PostgreSQL at most (docs/architecture.md#scale): instances × this ≤ max_connections.
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss:// (leave it unset to keep rate limits per process)')
    .optional(),
  // How long a client may take to send (lib/body-deadlines.ts, docs/decisions/009).
  HEADERS_TIMEOUT_MS: ms.default(10_000),
  BODY_IDLE_TIMEOUT_MS: ms.default(10_000),
  REQUEST_TIMEOUT_MS: ms.default(30_000),
  UPLOAD_TIMEOUT_MS: ms.default(600_000),
  KEEP_ALIVE_TIMEOUT_MS: ms.default(5_000),
  CENTRE_NAME: z.string().trim().min(1).max(200).default(CENTRE_DEFAULTS.name),
  CENTRE_ADDRESS: z.string().trim().min(1).max(300).default(CENTRE_DEFAULTS.address),
  CENTRE_PHONE: z.string().trim().min(1).max(50).default(CENTRE_DEFAULTS.phone),
  CENTRE_EMAIL: z.string().trim().min(1).max(200).default(CENTRE_DEFAULTS.email),
  // Read by lib/serializer.ts as it loads (docs/decisions/002); checked here so that a typo stops the server.
  FAST_SERIALIZER: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  // Shutdown and metrics (docs/architecture.md#health-readiness-and-metrics).
  SHUTDOWN_GRACE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(600).default(10),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').max(500).optional(),
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
});

/** False: the socket's address is the client's; a number: that many proxy hops; else the proxies' addresses. */
export type TrustProxy = false | number | string[];

/**
 * The mail queue (lib/mail-queue.ts): how often the worker looks for retries that are due, the first
 * retry's wait (doubled each time up to maxRetryMs), and the attempts before a message is marked failed
 * (40 from one minute, capped at an hour: about two days).
 */
export interface MailQueueSettings {
  pollMs: number;
  retryMs: number;
  maxRetryMs: number;
  maxAttempts: number;
}

export interface Config {
  port: number;
  host: string;
  /** True when HOST was unset and the demo data keeps the server on loopback (main.ts says so). */
  loopbackForDemo: boolean;
  dataDir: string;
  /** Unset: embedded SQLite file in dataDir. */
  databaseUrl?: string;
  /** ':memory:' or a file path, when databaseUrl is unset. */
  sqliteFile: string;
  /** PostgreSQL connections this process keeps at most. */
  poolSize: number;
  jwtSecret: string;
  demoData: boolean;
  admin?: { username: string; password: string };
  logLevel: string;
  /** API requests a minute per address; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Pages (server-rendered or not) and sitemaps a minute per address, apart from the API's budget; 0 turns the limit off. */
  pageRateLimitPerMinute: number;
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webDist?: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For as far as these proxies vouch for it. */
  trustProxy: TrustProxy;
  /** Registrations an hour per address; unset: the contract's figure; 0 turns that limit off. */
  registerLimitPerHour?: number;
  /** Applications an hour per address; unset: the contract's figure; 0 turns that limit off. */
  applyLimitPerHour?: number;
  /** Passwords set with a link (invitation, reset) in 15 minutes per address; unset: the contract's figure; 0: off. */
  setPasswordLimitPer15Minutes?: number;
  /** Outgoing mail (lib/mailer.ts): through smtpUrl, else written to DATA_DIR/outbox. */
  mail: { smtpUrl?: string; from: string };
  mailQueue: MailQueueSettings;
  /**
   * Where people reach the site, without a trailing slash: the base of the links in emails (invitations, resets),
   * of sitemap.xml, robots.txt and the pages' canonical addresses; never taken from a request's Host.
   */
  publicUrl: string;
  /** Rate limit counters shared by every API process; unset: kept per process. */
  redisUrl?: string;
  /** Login failures allowed per username and per address in the window. */
  loginMaxFailures: number;
  loginWindowMs: number;
  tokenTtlSeconds: number;
  /** Printed on generated documents (report PDFs). */
  centre: Centre;
  /**
   * How long a client may take to send a request (lib/body-deadlines.ts): its headers; any gap in its body;
   * the whole request; the whole request of an upload (multipart); and how long an idle kept-alive connection stays open.
   */
  timeouts: { headersMs: number; bodyIdleMs: number; requestMs: number; uploadMs: number; keepAliveMs: number };
  /** On SIGTERM, how long requests in flight may take to finish before they are cut (lib/shutdown.ts). */
  shutdownGraceMs: number;
  /** Prometheus text at /metrics (lib/metrics.ts): with this bearer token, and/or on this port of 127.0.0.1; neither: off. */
  metrics: { token?: string; port?: number };
}

export class ConfigError extends Error {}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** The centre's name and address as a From header: "Chinook Childcare Business Centre" <info@…>. */
export function mailFrom(name: string, email: string): string {
  return `"${name.replace(/["\\\r\n]/g, '')}" <${email}>`;
}

/** Reads and validates the environment; throws ConfigError with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  // A relative DATA_DIR is read from where the person ran the command: npm runs a workspace's script in
  // its own folder (apps/api) and keeps the caller's in INIT_CWD.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    port: e.PORT,
    // The demo's administrator password is in the README: on every interface, anyone on the network could sign in.
    host: e.HOST ?? (e.DEMO_DATA ? '127.0.0.1' : '0.0.0.0'),
    loopbackForDemo: !e.HOST && e.DEMO_DATA,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: path.join(dataDir, 'app.db'),
    poolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    demoData: e.DEMO_DATA,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    pageRateLimitPerMinute: e.PAGE_RATE_LIMIT_PER_MINUTE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    trustProxy: e.TRUST_PROXY,
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    applyLimitPerHour: e.APPLY_LIMIT_PER_HOUR,
    setPasswordLimitPer15Minutes: e.SET_PASSWORD_LIMIT_PER_15_MINUTES,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? mailFrom(e.CENTRE_NAME, e.CENTRE_EMAIL) },
    mailQueue: { pollMs: 15_000, retryMs: e.MAIL_RETRY_SECONDS * 1000, maxRetryMs: 3600_000, maxAttempts: e.MAIL_MAX_ATTEMPTS },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    loginMaxFailures: 10,
    loginWindowMs: 15 * 60 * 1000,
    tokenTtlSeconds: 8 * 60 * 60,
    centre: { name: e.CENTRE_NAME, address: e.CENTRE_ADDRESS, phone: e.CENTRE_PHONE, email: e.CENTRE_EMAIL },
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      bodyIdleMs: e.BODY_IDLE_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      uploadMs: Math.max(e.UPLOAD_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
  };
}

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function of the hop's index,
 * as Express reads it: Fastify 5.12 itself trusts nothing for a plain number.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
