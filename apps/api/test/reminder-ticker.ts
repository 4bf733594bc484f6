import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/connection';
import { createSessionReminders } from '../src/features/sessions/session-reminders';

/**
 * One more instance of the reminder worker, in a process of its own (session-reminders.test.ts runs two):
 * `node --import tsx test/reminder-ticker.ts <database URL or SQLite file>`. Loaded, it prints `ready` and reads
 * `<start at> <end at>` (epoch ms) from its input; it waits for the start time, so both begin together, runs rounds
 * back to back until the end time (one at least), and prints how many reminders it queued, how many rounds it ran,
 * and when they began and ended.
 */
const [target] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet, level: 'silent' };
const handle = openDatabase(target.includes('://') ? { databaseUrl: target, sqliteFile: '' } : { sqliteFile: target });
const centre = { name: 'Centre', address: '1 Main St', phone: '403-555-0100', email: 'centre@example.ca' };
const reminders = createSessionReminders(
  handle.db,
  { centre, publicUrl: 'https://coaching.example.ca', jwtSecret: 'reminder-ticker-secret-of-enough-length' },
  quiet as unknown as FastifyBaseLogger,
  () => {},
);
process.stdout.write('ready\n');
let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const [startAt, endAt] = input.trim().split(' ').map(Number);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
let queued = 0;
let rounds = 0;
const began = Date.now();
do {
  queued += await reminders.tick();
  rounds += 1;
} while (Date.now() < endAt);
const ended = Date.now();
await reminders.close();
await handle.close();
process.stdout.write(JSON.stringify({ queued, rounds, began, ended }));
