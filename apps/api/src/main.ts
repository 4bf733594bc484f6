// First: V8's settings hold from the first module the app loads (v8-flags.ts).
import './v8-flags';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { shutDown } from './lib/shutdown';
import { prepareDatabase } from './prepare';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  await prepareDatabase(app.db, config, app.log);

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, graceSeconds: config.shutdownGraceMs / 1000 }, 'shutting down: finishing the requests in flight');
      // A close that hangs past the grace (a database that does not answer) still ends the process.
      setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000).unref();
      process.exit(await shutDown(app, config.shutdownGraceMs));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  // A setting that fails only once tried (REDIS_URL unreachable) is told like a bad value: its message alone.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
