import type { Db } from '../db/connection';
import { storeClientFile } from '../storage/client-files';

/** A demo conversation's client and their first coach. */
export interface DemoConversationClient {
  id: number;
  coachId: number;
}

const HOUR = 3_600_000;

/** What the demo conversations say: who writes (`client` or `coach`), how many hours ago, and any attachment. */
const CONVERSATIONS: { from: 'client' | 'coach'; hoursAgo: number; body: string; file?: { name: string; text: string } }[][] = [
  [
    {
      from: 'coach',
      hoursAgo: 74,
      body: 'Hi Emily, thanks for the visit on Tuesday. As we said, the next step is the **monthly budget**: could you send me last month’s income and costs before our call?',
    },
    {
      from: 'client',
      hoursAgo: 50,
      body: 'Here it is. I was not sure where to put the grocery costs for the children’s lunches, so I put them under *Food*.',
      file: {
        name: 'budget-october.csv',
        text: 'Item,Amount\nParent fees,6200\nGrant,1350\nFood,-940\nSupplies,-310\nInsurance,-125\n',
      },
    },
    {
      from: 'coach',
      hoursAgo: 26,
      body: 'That is the right place. Two things for our call:\n\n1. Keep the grant on its own line, as you did.\n2. Add a line for the licence renewal, so it is not a surprise in March.',
    },
    { from: 'client', hoursAgo: 3, body: 'Will do. Is Thursday at 10 still good for the call?' },
  ],
  [
    { from: 'client', hoursAgo: 30, body: 'Do you have a template for the parent handbook? Mine is from 2019.' },
    {
      from: 'coach',
      hoursAgo: 20,
      body: 'Yes: the *Parent handbook* form under Resources is the current one. I can go through it with you at the next visit.',
    },
  ],
];

/**
 * Two demo conversations (docs/decisions/026-messages.md): a client and their coach over a budget, with a file
 * attached and read receipts (the client has read everything; the coach has not read the newest yet, so they
 * see it unread), and a short exchange with a second client that both have read.
 */
export async function seedDemoMessages(db: Db, clients: DemoConversationClient[]): Promise<void> {
  const now = Date.now();
  for (const [i, conversation] of CONVERSATIONS.entries()) {
    const people = clients[i * 3];
    if (!people) break;
    const ids: number[] = [];
    for (const m of conversation) {
      const author = m.from === 'client' ? people.id : people.coachId;
      const created_at = new Date(now - m.hoursAgo * HOUR).toISOString();
      const { id } = await db
        .insertInto('messages')
        .values({ client_id: people.id, author_id: author, body: m.body, created_at, edited_at: null, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
      if (m.file) {
        const bytes = Buffer.from(m.file.text);
        await storeClientFile(db, {
          clientId: people.id,
          uploadedBy: author,
          messageId: id,
          upload: { bytes, type: { mime_type: 'text/csv', ext: 'csv' }, original_name: m.file.name, display_name: m.file.name },
        });
      }
    }
    const newest = ids.at(-1)!;
    // The first conversation's newest message is the client's, unread by the coach (and, being recent, not emailed yet).
    const coachRead = i === 0 ? ids.at(-2)! : newest;
    const read_at = new Date(now - HOUR).toISOString();
    await db
      .insertInto('message_reads')
      .values([
        { client_id: people.id, user_id: people.id, last_read_id: newest, read_at, emailed_for_id: null, emailed_at: null },
        { client_id: people.id, user_id: people.coachId, last_read_id: coachRead, read_at, emailed_for_id: null, emailed_at: null },
      ])
      .execute();
  }
}
