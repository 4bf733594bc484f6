import { describe, expect, it } from 'vitest';
import { kindsForSlot } from './ask-session-dialog';
import { slotsByDay } from './book-session';

describe('booking a slot', () => {
  it('groups the free slots by their Alberta day, in order', () => {
    const slot = (start: string, mode: 'visit' | 'call' = 'visit') => ({
      start,
      end: start.replace(/T(\d\d)/, (_, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`),
      mode,
    });
    const days = slotsByDay([slot('2026-11-05T09:00'), slot('2026-11-05T10:00', 'call'), slot('2026-11-06T23:00')]);
    expect([...days.keys()]).toEqual(['2026-11-05', '2026-11-06']);
    expect(days.get('2026-11-05')!.map((s) => s.start)).toEqual(['2026-11-05T09:00', '2026-11-05T10:00']);
  });

  it('offers a visit for a visit slot, a phone or video call for a call slot', () => {
    expect(kindsForSlot({ mode: 'visit' })).toEqual(['visit']);
    expect(kindsForSlot({ mode: 'call' })).toEqual(['phone', 'video']);
  });
});
