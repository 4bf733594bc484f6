import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/connection';
import { createSessionReminders } from '../src/features/sessions/session-reminders';

/**
 * One more instance of the reminder worker, in a process of its own (session-reminders.test.ts runs two):
 * `node --import tsx test/reminder-ticker.ts <database URL or SQLite file> <rounds> <start at, epoch ms>`.
 * It waits for the start time, so both begin together, runs its rounds back to back, and prints how many
 * reminders it queued and when its rounds began and ended.
 */
const [target, rounds, startAt] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet, level: 'silent' };
const handle = openDatabase(target.includes('://') ? { databaseUrl: target, sqliteFile: '' } : { sqliteFile: target });
const centre = { name: 'Centre', address: '1 Main St', phone: '403-555-0100', email: 'centre@example.ca' };
const reminders = createSessionReminders(
  handle.db,
  { centre, publicUrl: 'https://coaching.example.ca' },
  quiet as unknown as FastifyBaseLogger,
  () => {},
);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
let queued = 0;
const began = Date.now();
for (let i = 0; i < Number(rounds); i++) queued += await reminders.tick();
const ended = Date.now();
await reminders.close();
await handle.close();
process.stdout.write(JSON.stringify({ queued, began, ended }));
