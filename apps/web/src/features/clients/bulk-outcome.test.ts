import { describe, expect, it } from 'vitest';
import { outcomeText, skippedText } from './bulk-outcome';
import { bulkFilterOf } from './use-client-selection';

describe('the outcome of a bulk action, as its toast says it', () => {
  it('says what was done, then what was skipped and why', () => {
    const result = {
      action: 'invite' as const,
      dry_run: false,
      matched: 1205,
      done: 1200,
      skipped: 5,
      reasons: [
        { reason: 'has_password' as const, count: 4 },
        { reason: 'already_archived' as const, count: 1 },
      ],
    };
    expect(outcomeText(result)).toBe('1,200 invitations sent. 5 skipped: 4 already set a password, 1 file already closed.');
    expect(outcomeText({ ...result, action: 'archive', done: 1, skipped: 0, reasons: [] })).toBe('1 file closed.');
    expect(outcomeText({ ...result, action: 'assign_coach', done: 2, skipped: 0, reasons: [] }, 'Ada Lee')).toBe(
      'Ada Lee assigned to 2 clients.',
    );
    expect(skippedText({ skipped: 0, reasons: [] })).toBe('');
  });

  it('sends the listing’s filters, and only those set, as the action’s filter', () => {
    expect(bulkFilterOf({ q: '', coach: null, region: '', noCoach: false })).toEqual({});
    expect(bulkFilterOf({ q: 'maple', coach: 7, region: 'Calgary', noCoach: true })).toEqual({
      q: 'maple',
      coach: 7,
      region: 'Calgary',
      no_coach: true,
    });
  });
});
