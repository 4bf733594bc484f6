import type { Db } from '../db/connection';
import { storeClientFile } from '../storage/client-files';

/** A demo conversation's client (by username) and their first coach. */
export interface DemoConversationClient {
  id: number;
  coachId: number;
  username: string;
}

const HOUR = 3_600_000;

type DemoMessage = { from: 'client' | 'coach'; hoursAgo: number; body: string; file?: { name: string; text: string } };

/**
 * What the demo conversations say, by client: who writes (`client` or `coach`), how many hours ago, and any
 * attachment; and who has not read the newest message yet (`unreadBy`), if anyone.
 */
const CONVERSATIONS: { client: string; unreadBy?: 'client' | 'coach'; messages: DemoMessage[] }[] = [
  {
    client: 'client.maple',
    unreadBy: 'coach',
    messages: [
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
  },
  {
    client: 'client.riverbend',
    messages: [
      { from: 'client', hoursAgo: 30, body: 'Do you have a template for the parent handbook? Mine is from 2019.' },
      {
        from: 'coach',
        hoursAgo: 20,
        body: 'Yes: the *Parent handbook* form under Resources is the current one. I can go through it with you at the next visit.',
      },
    ],
  },
  {
    client: 'client.sunshine',
    messages: [
      { from: 'client', hoursAgo: 400, body: 'The subsidy payment for October has not come in yet. Is that normal?' },
      { from: 'coach', hoursAgo: 396, body: 'It sometimes runs two weeks late. Check that the attendance records went in by the 5th.' },
      { from: 'client', hoursAgo: 380, body: 'They went in on the 7th. I will send them earlier next month.' },
      { from: 'coach', hoursAgo: 379, body: 'Good. A reminder on your phone for the 1st works for most people.' },
      { from: 'client', hoursAgo: 170, body: 'The payment came today, with October and November together.' },
      { from: 'coach', hoursAgo: 168, body: 'Great news. We can look at the cash flow for December at our next call.' },
    ],
  },
  {
    client: 'client.coulee',
    unreadBy: 'client',
    messages: [
      { from: 'client', hoursAgo: 60, body: 'Our new assistant starts Monday. What should her first week look like?' },
      { from: 'client', hoursAgo: 59, body: 'I mean for the paperwork: records check, first aid, the emergency plan.' },
      {
        from: 'coach',
        hoursAgo: 30,
        body: 'Welcome her with the **emergency plan** on day one, then:\n\n- the records check copy for your file\n- her first-aid expiry date on the training list\n- one shift shadowing you before she is counted in the ratio',
      },
    ],
  },
  {
    client: 'client.northern',
    unreadBy: 'coach',
    messages: [{ from: 'client', hoursAgo: 28, body: 'Could our next call be a video call? The roads to town are bad this week.' }],
  },
  {
    client: 'client.foothills',
    messages: [
      {
        from: 'coach',
        hoursAgo: 150,
        body: 'Welcome, Aisha! Here is what we agreed: I will visit next week and we will start with your licensing checklist.',
      },
      { from: 'client', hoursAgo: 140, body: 'Thank you, see you then.' },
    ],
  },
];

/**
 * The demo conversations (docs/decisions/026-messages.md), of different lengths: a client and their coach over a
 * budget, with a file attached and read receipts (the coach has not read the newest yet, so they see it unread),
 * exchanges both have read, one the client has not read yet, and a lone question waiting for its coach. An
 * unread message older than an hour counts as emailed about already, as the minute's look would have done.
 */
export async function seedDemoMessages(db: Db, clients: DemoConversationClient[]): Promise<void> {
  const now = Date.now();
  for (const { client, unreadBy, messages } of CONVERSATIONS) {
    const people = clients.find((c) => c.username === client);
    if (!people) continue;
    const ids: number[] = [];
    for (const m of messages) {
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
    const read_at = new Date(now - HOUR).toISOString();
    // Who has read what: everyone all of it, but the one who has not read the newest messages (from the other side).
    const reads = (reader: 'client' | 'coach') => {
      if (unreadBy !== reader) return { last_read_id: newest, read_at, emailed_for_id: null, emailed_at: null };
      const lastOwn =
        messages
          .map((m, i) => (m.from === reader ? ids[i] : null))
          .filter((id) => id !== null)
          .at(-1) ?? null;
      // Emily's newest message is three hours old: the first run of the minute's look emails Sarah about it.
      const emailed = client === 'client.maple' ? null : newest;
      return {
        last_read_id: lastOwn ?? 0,
        read_at: lastOwn === null ? null : read_at,
        emailed_for_id: emailed,
        emailed_at: emailed === null ? null : new Date(now - 2 * HOUR).toISOString(),
      };
    };
    await db
      .insertInto('message_reads')
      .values([
        { client_id: people.id, user_id: people.id, ...reads('client') },
        { client_id: people.id, user_id: people.coachId, ...reads('coach') },
      ])
      .execute();
  }
}
