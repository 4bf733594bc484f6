// First: V8's settings hold from the first module the app loads (v8-flags.ts).
import './v8-flags';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { shutDown } from './lib/shutdown';
import { prepareDatabase } from './prepare';
import { reachDatabase, startupFailure } from './startup-failures';

let config: Config | undefined;

async function main() {
  const settings = loadConfig();
  config = settings;
  const app = await buildApp(config);
  await reachDatabase(app.db, config);
  await prepareDatabase(app.db, config, app.log);

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, graceSeconds: settings.shutdownGraceMs / 1000 }, 'shutting down: finishing the requests in flight');
      // A close that hangs past the grace (a database that does not answer) still ends the process.
      setTimeout(() => process.exit(1), settings.shutdownGraceMs + 10_000).unref();
      process.exit(await shutDown(app, settings.shutdownGraceMs));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  // Session reminders, every minute (features/sessions/session-reminders.ts); stopped by the app's close.
  app.sessionReminders.start();
  // Unread-message emails, every minute (features/messages/message-emails.ts).
  app.messageEmails.start();
  // New audit entries into the word search's index on SQLite, every 2 s (features/audit/audit-text-index.ts).
  app.auditTextIndex.start();
  if (config.loopbackForDemo) {
    app.log.info(
      `demo data on: listening on ${config.host} only (this machine). To open it to the network, change the demo passwords, then set HOST=0.0.0.0`,
    );
  }
}

main().catch((err) => {
  // A bad setting (a value refused, a server unreachable, a port taken) is one line, no stack (startup-failures.ts).
  console.error(startupFailure(err, config) ?? err);
  process.exit(1);
});
