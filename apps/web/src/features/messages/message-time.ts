import type { Message, MessagePage } from '@tc/contract/messages';

const when = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Edmonton',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 27, 9:05 a.m.": when a message was written, in Alberta time whatever the device's zone. */
export const messageTime = (iso: string): string => when.format(new Date(iso));

/** "12 KB", "1.4 MB": an attachment's size. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Maya", "Maya and Sam", "Maya, Sam and Lee". */
export function namesList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Read receipts as a conversation shows them: each person once, under the newest message they have read
 * (never their own), so "Seen by" sits where the reading stopped.
 */
export function receiptsByMessage(messages: Message[], reads: MessagePage['reads']): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const read of reads) {
    const seen = messages.filter((m) => m.id <= read.last_read_id && m.author.id !== read.person.id).at(-1);
    if (!seen) continue;
    out.set(seen.id, [...(out.get(seen.id) ?? []), read.person.name]);
  }
  return out;
}

/** Merges newly fetched messages into those shown: by id, oldest first, no repeats. */
export function mergeMessages(shown: Message[], fetched: Message[]): Message[] {
  const byId = new Map(shown.map((m) => [m.id, m]));
  for (const m of fetched) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
