// First: V8's settings hold from the first module the app loads (v8-flags.ts).
import './v8-flags';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
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
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000);
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (config.loopbackForDemo) {
    app.log.info(
      `demo data on: listening on ${config.host} only (this machine). To open it to the network, change the demo passwords, then set HOST=0.0.0.0`,
    );
  }
}

main().catch((err) => {
  // A setting that fails only once tried (REDIS_URL unreachable) is told like a bad value: its message alone.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
