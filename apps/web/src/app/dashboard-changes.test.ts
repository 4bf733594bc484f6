import type { AuditEntry } from '@tc/contract/audit';
import { describe, expect, it } from 'vitest';
import { describeChange } from './dashboard-changes';
import { paths } from './paths';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-25T17:04:05.000Z',
  actor_id: 1,
  actor: null,
  action: 'update',
  entity: 'action_plan',
  entity_id: 12,
  before: null,
  after: null,
  ip: null,
  ...over,
});

describe('a change on the administrator’s dashboard', () => {
  it('says what was done to which record, named as people know it, with a link to it', () => {
    expect(describeChange(entry({ after: { client_id: 7, summary: 'Hire an assistant' } }))).toEqual({
      what: 'Changed Action plan 12: Hire an assistant',
      when: expect.stringMatching(/^Nov 25, 2026, 1\d:04:05 a\.m\. M[SD]T$/),
      to: paths.actionPlans(7),
    });
    expect(
      describeChange(
        entry({ action: 'create', entity: 'user', entity_id: 42, after: { firstname: 'Robin', lastname: 'Tester', category_id: 4 } }),
      ).what,
    ).toBe('Created User 42: Robin Tester');
    expect(describeChange(entry({ action: 'delete', entity: 'region', entity_id: 3, before: { name: 'Peace Country' } })).what).toBe(
      'Deleted Region 3: Peace Country',
    );
    expect(describeChange(entry({ entity: 'landing_image', entity_id: null })).what).toBe('Changed Landing image');
  });
});
