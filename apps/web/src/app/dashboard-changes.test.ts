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
  description: "Sarah Lee changed the title of the plan 'Hire an assistant' for Emily Chen",
  record: "the plan 'Hire an assistant' for Emily Chen",
  person: { id: 7, username: 'emily', firstname: 'Emily', lastname: 'Chen', erased: false },
  changes: [],
  before: null,
  after: null,
  ip: null,
  ...over,
});

describe('a change on the administrator’s dashboard', () => {
  it('says it in the trail’s sentence, when, with a link to the record', () => {
    expect(describeChange(entry({ after: { client_id: 7, summary: 'Hire an assistant' } }))).toEqual({
      what: "Sarah Lee changed the title of the plan 'Hire an assistant' for Emily Chen",
      when: expect.stringMatching(/^Nov 25, 2026, 1\d:04:05 a\.m\. M[SD]T$/),
      to: paths.actionPlans(7),
    });
    expect(
      describeChange(entry({ entity: 'region', entity_id: 3, person: null, description: "Grace Park added the region 'Peace Country'" })),
    ).toEqual({
      what: "Grace Park added the region 'Peace Country'",
      when: expect.any(String),
      to: paths.regionListing,
    });
  });
});
