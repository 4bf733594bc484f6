import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const PASSWORD_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Under the test runner (Vitest sets VITEST), the least cost argon2id takes: the API tests hash and check passwords
 * thousands of times, 45 ms each at the baseline, a third of their time (docs/decisions/047-api-test-time.md). The
 * same code path either way; a hash records its own cost, so each verifies whatever cost made it.
 */
const TEST_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

const OPTIONS = { type: argon2.argon2id, ...(process.env.VITEST === undefined ? PASSWORD_COST : TEST_COST) } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time a real check takes, so an unknown username answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}

/**
 * The hash of a random secret that is thrown away: an account created without a password
 * (an enrolled applicant) has a well-formed hash that no password matches, so nobody can
 * sign in to it until its invitation sets one.
 */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));
