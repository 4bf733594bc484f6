import { parseArgs } from 'node:util';
import { readPassword } from './read-password';
import { passwordSchema, usernameSchema } from '@tc/contract/users';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { ensureRegions } from '../db/regions-repository';
import { createAdmin } from '../prepare';
import { findUserByUsername } from '../db/users-repository';
import { AppError } from '../lib/errors';

// The password never goes on the command line: npm prints a script's command line with its arguments, and the
// shell keeps it in its history. It comes from ADMIN_PASSWORD, else a prompt that does not echo, else stdin.
const usage = 'Usage: npm run create-admin -- --username NAME (the password from a prompt, ADMIN_PASSWORD or stdin)';
const { values } = parseArgs({ options: { username: { type: 'string' } } });
const username = usernameSchema.safeParse(values.username ?? '');
const password = passwordSchema.safeParse(username.success ? (process.env.ADMIN_PASSWORD ?? (await readPassword())) : '');
if (!username.success || !password.success) {
  console.error(
    [usage, ...(username.error?.issues ?? []), ...(password.error?.issues ?? [])]
      .map((i) => (typeof i === 'string' ? i : `  ${i.message}`))
      .join('\n'),
  );
  process.exit(2);
}

// ADMIN_PASSWORD here is this command's, not the start-up's pair with ADMIN_USERNAME.
const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
const handle = openDatabase(config);
try {
  await migrateToLatest(handle.db);
  await ensureRegions(handle.db);
  if (await findUserByUsername(handle.db, username.data)) {
    console.error(`A user named "${username.data}" already exists.`);
    process.exitCode = 1;
  } else {
    const admin = await createAdmin(handle.db, username.data, password.data);
    console.log(`Administrator "${admin.username}" created (id ${admin.id}).`);
  }
} catch (err) {
  // The password policy's refusal (too common, or holds the name) is a sentence for the person at the terminal.
  if (!(err instanceof AppError)) throw err;
  console.error(`${usage}\n  ${err.message}`);
  process.exitCode = 2;
} finally {
  await handle.close();
}
