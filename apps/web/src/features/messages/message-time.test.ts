import type { Message } from '@tc/contract/messages';
import { describe, expect, it } from 'vitest';
import { fileSize, mergeMessages, namesList, receiptsByMessage } from './message-time';

const person = (id: number, name: string, role: 'client' | 'coach' = 'coach') => ({ id, name, role });
const message = (id: number, authorId: number): Message => ({
  id,
  client_id: 1,
  author: person(authorId, `P${authorId}`),
  body: `m${id}`,
  created_at: '2026-11-27T16:00:00.000Z',
  attachments: [],
  seen_by: [],
});

describe('a conversation as shown', () => {
  it('puts each reader once, under the newest message of someone else they have read', () => {
    const messages = [message(1, 1), message(2, 2), message(3, 1)];
    const reads = [
      { person: person(2, 'Sam'), last_read_id: 3 },
      { person: person(3, 'Lee'), last_read_id: 2 },
      // The author of the newest, who read up to it: shown under the one before, which is not theirs.
      { person: person(1, 'Maya', 'client'), last_read_id: 3 },
    ];
    expect([...receiptsByMessage(messages, reads)]).toEqual([
      [3, ['Sam']],
      [2, ['Lee', 'Maya']],
    ]);
    expect(receiptsByMessage(messages, [{ person: person(4, 'New'), last_read_id: 0 }]).size).toBe(0);
  });

  it('merges polled messages by id, oldest first, without repeats', () => {
    const merged = mergeMessages([message(1, 1), message(2, 2)], [message(2, 2), message(4, 1), message(3, 2)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('says names and sizes as people read them', () => {
    expect(namesList(['Maya'])).toBe('Maya');
    expect(namesList(['Maya', 'Sam', 'Lee'])).toBe('Maya, Sam and Lee');
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(12_400)).toBe('12 KB');
    expect(fileSize(1_500_000)).toBe('1.4 MB');
  });
});
