import { ROLES } from '@tc/contract/roles';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { type Actor, authorize, can, writtenAs } from './policy';

const admin: Actor = { id: 1, category_id: ROLES.ADMIN };
const coach: Actor = { id: 2, category_id: ROLES.COACH };
const client: Actor = { id: 3, category_id: ROLES.CLIENT };
const otherClientId = 4;

/** The status and message `authorize` (or anything of the policy) throws, or 'allowed'. */
function outcome(act: () => unknown): string {
  try {
    act();
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}

describe("policy: a client's coaching records (plans, diary, milestones, report, coaches)", () => {
  const own = { clientId: client.id, assigned: false };
  const assigned = { clientId: otherClientId, assigned: true };
  const notAssigned = { clientId: otherClientId, assigned: false };

  it('lets the client read their own, a coach those of assigned clients, an administrator all', () => {
    expect(can(client, 'coaching.read', own)).toBe(true);
    expect(can(client, 'coaching.read', notAssigned)).toBe(false);
    expect(can(coach, 'coaching.read', assigned)).toBe(true);
    expect(can(coach, 'coaching.read', notAssigned)).toBe(false);
    expect(can(admin, 'coaching.read', notAssigned)).toBe(true);
  });

  it('lets a coach of the client and an administrator write them, never the client', () => {
    expect(can(client, 'coaching.write', own)).toBe(false);
    expect(can(coach, 'coaching.write', assigned)).toBe(true);
    expect(can(coach, 'coaching.write', notAssigned)).toBe(false);
    expect(can(admin, 'coaching.write', notAssigned)).toBe(true);
  });

  it('gives a record to another client, coach or plan only by its own coach or an administrator, never a co-coach', () => {
    expect(can(coach, 'coaching.move', { coach_id: coach.id })).toBe(true);
    expect(can(coach, 'coaching.move', { coach_id: 99 })).toBe(false);
    // A plan without an author is moved by administrators only.
    expect(can(coach, 'coaching.move', { coach_id: null })).toBe(false);
    expect(can(admin, 'coaching.move', { coach_id: 99 })).toBe(true);
  });

  it('keeps archived records and restore for administrators', () => {
    expect(can(admin, 'coaching.admin')).toBe(true);
    expect(can(coach, 'coaching.admin')).toBe(false);
    expect(can(client, 'coaching.admin')).toBe(false);
  });

  it("answers 403 with the caller's message when refused", () => {
    expect(outcome(() => authorize(coach, 'coaching.read', notAssigned, 'Not yours.'))).toBe('403 Not yours.');
    expect(outcome(() => authorize(coach, 'coaching.read', assigned, 'Not yours.'))).toBe('allowed');
  });
});

describe('policy: the coach a record is written by', () => {
  it('makes a coach write as themself: naming nobody or themself is them, naming another coach is 403', () => {
    expect(writtenAs(coach, undefined, 'As yourself.')).toBe(coach.id);
    expect(writtenAs(coach, null, 'As yourself.')).toBe(coach.id);
    expect(writtenAs(coach, coach.id, 'As yourself.')).toBe(coach.id);
    expect(outcome(() => writtenAs(coach, 99, 'As yourself.'))).toBe('403 As yourself.');
  });

  it('leaves the choice to an administrator, who may name any coach (the route checks the assignment)', () => {
    expect(writtenAs(admin, undefined, 'As yourself.')).toBeUndefined();
    expect(writtenAs(admin, null, 'As yourself.')).toBeUndefined();
    expect(writtenAs(admin, 99, 'As yourself.')).toBeUndefined();
    expect(can(admin, 'coaching.nameCoach', 99)).toBe(true);
    expect(can(coach, 'coaching.nameCoach', 99)).toBe(false);
  });
});

describe('policy: asking about a client by id (their coaches)', () => {
  it("lets a client ask about themself only; coaches and administrators are judged on the client's records after", () => {
    expect(can(client, 'clientProfile.lookUp', client.id)).toBe(true);
    expect(can(client, 'clientProfile.lookUp', otherClientId)).toBe(false);
    expect(can(coach, 'clientProfile.lookUp', otherClientId)).toBe(true);
    expect(can(admin, 'clientProfile.lookUp', otherClientId)).toBe(true);
  });
});
