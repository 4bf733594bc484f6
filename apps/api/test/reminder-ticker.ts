import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/connection';
import { createSessionReminders } from '../src/features/sessions/session-reminders';

/**
 * One more instance of the reminder worker, in a process of its own (session-reminders.test.ts runs two):
 * `node --import tsx test/reminder-ticker.ts <database URL or SQLite file> <start at> <end at>` (epoch ms).
 * It waits for the start time, so both begin together, runs rounds back to back until the end time (one at
 * least: a process that started late still overlaps the other), and prints how many reminders it queued, how
 * many rounds it ran, and when they began and ended.
 */
const [target, startAt, endAt] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet, level: 'silent' };
const handle = openDatabase(target.includes('://') ? { databaseUrl: target, sqliteFile: '' } : { sqliteFile: target });
const centre = { name: 'Centre', address: '1 Main St', phone: '403-555-0100', email: 'centre@example.ca' };
const reminders = createSessionReminders(
  handle.db,
  { centre, publicUrl: 'https://coaching.example.ca', jwtSecret: 'reminder-ticker-secret-of-enough-length' },
  quiet as unknown as FastifyBaseLogger,
  () => {},
);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
let queued = 0;
let rounds = 0;
const began = Date.now();
do {
  queued += await reminders.tick();
  rounds += 1;
} while (Date.now() < Number(endAt));
const ended = Date.now();
await reminders.close();
await handle.close();
process.stdout.write(JSON.stringify({ queued, rounds, began, ended }));
