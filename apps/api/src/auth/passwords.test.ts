import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

const run = promisify(execFile);

describe('password hashes', () => {
  it('are argon2id at OWASP’s baseline (19 MiB, 2 iterations, 1 lane) outside the test runner', async () => {
    const script = "import('./src/auth/passwords.ts').then((m) => m.hashPassword('Coach-demo-2026')).then((h) => console.log(h))";
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    });
    const hash = stdout.trim();
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    // A hash made at the full cost is checked as any other here.
    expect(await verifyPassword(hash, 'Coach-demo-2026')).toBe(true);
    expect(await verifyPassword(hash, 'coach-demo-2026')).toBe(false);
  });

  it('cost the least argon2id takes under the test runner, and verify the same way', async () => {
    const hash = await hashPassword('Client-demo-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(hash, 'Client-demo-2026')).toBe(true);
    expect(await verifyPassword(hash, 'Client-demo-2025')).toBe(false);
  });
});
