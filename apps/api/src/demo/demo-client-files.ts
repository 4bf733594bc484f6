import PDFDocument from 'pdfkit';
import type { Db } from '../db/connection';
import { storeClientFile } from '../storage/client-files';
import { detectType, downloadName, unicodeDownloadName } from '../storage/file-types';

/**
 * A few documents on demo clients' profiles (docs/architecture.md#casework), made here: a one-page PDF a
 * coach uploaded, and text and CSV files a client shared, stored as an upload on the profile would be.
 */

interface DemoClientFile {
  client: string;
  /** Who uploaded it: the client themself, or one of their coaches. */
  by: string;
  file_name: string;
  daysAgo: number;
  bytes: () => Promise<Buffer>;
}

/** A one-page letter-size PDF: a title and a few lines. */
function onePagePdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f4e79').text(title);
    doc.moveDown(0.8).font('Helvetica').fontSize(11).fillColor('#222222');
    for (const line of lines) doc.text(line, { lineGap: 3 });
    doc.end();
  });
}

const text = (lines: string[]) => async () => Buffer.from(`${lines.join('\n')}\n`, 'utf8');

const DEMO_CLIENT_FILES: DemoClientFile[] = [
  {
    client: 'client.maple',
    by: 'coach.sarah',
    file_name: 'Licence renewal checklist.pdf',
    daysAgo: 21,
    bytes: () =>
      onePagePdf('Licence renewal checklist: Little Maples Family Day Home', [
        '1. Criminal record check with vulnerable sector search, renewed by March.',
        '2. First aid certificate: Emily’s expires in June; book the course in April.',
        '3. Fire drill log: one drill a month, signed, kept for two years.',
        '4. Home safety checklist: done with the agency visit, copy in the binder.',
        'Next step: send the agency the renewal form by the end of the month.',
      ]),
  },
  {
    client: 'client.maple',
    by: 'client.maple',
    file_name: 'Fire drill log 2026.csv',
    daysAgo: 9,
    bytes: text([
      'date,time,children present,minutes to leave,notes',
      '2026-01-14,10:15,5,2,All out by the back door',
      '2026-02-11,14:30,6,3,Toddler needed carrying; practise again',
      '2026-03-10,09:45,5,2,Smooth',
    ]),
  },
  {
    client: 'client.maple',
    by: 'client.maple',
    file_name: 'Questions for next visit.txt',
    daysAgo: 3,
    bytes: text([
      'Questions for Sarah',
      '- Can I claim the new fence as a business expense?',
      '- Which subsidy form do parents sign, and when?',
      '- Is a second assistant needed if I go to seven children?',
    ]),
  },
  {
    client: 'client.sunshine',
    by: 'coach.sarah',
    file_name: 'Budget worksheet notes.pdf',
    daysAgo: 14,
    bytes: () =>
      onePagePdf('Budget worksheet notes: Sunshine Sprouts Day Home', [
        'Monthly income at six spaces, with the affordability grant: see row 4.',
        'Food and supplies run about 12% of income; the guide suggests 10 to 15%.',
        'Set aside a month of expenses before buying the second stroller.',
      ]),
  },
  {
    client: 'client.sunshine',
    by: 'client.sunshine',
    file_name: 'Parent handbook draft.txt',
    daysAgo: 6,
    bytes: text([
      'Sunshine Sprouts Day Home: parent handbook (draft)',
      '',
      'Hours: 7:30 to 5:30, Monday to Friday.',
      'Sick days: children with a fever stay home for 24 hours after it ends.',
      'Fees are due on the first of the month.',
    ]),
  },
  {
    client: 'client.coulee',
    by: 'coach.amrit',
    file_name: 'New assistant first week.pdf',
    daysAgo: 2,
    bytes: () =>
      onePagePdf('New assistant, first week: Coulee Kids Childcare Centre', [
        'Day 1: the emergency plan and the evacuation routes, walked through together.',
        'Day 1: a copy of the criminal record check for the staff file.',
        'Day 2: first-aid certificate and its expiry date on the training list.',
        'Days 2 to 5: shadow a shift before counting in the ratio.',
      ]),
  },
  {
    client: 'client.chinook',
    by: 'client.chinook',
    file_name: 'Waitlist.csv',
    daysAgo: 40,
    bytes: text([
      'added,age group,start wanted,sibling enrolled',
      '2026-08-02,toddler,January,no',
      '2026-09-15,infant,March,yes',
      '2026-10-01,preschool,September,no',
    ]),
  },
];

/** Stores the demo clients' documents; a client or uploader missing from this database is passed over. */
export async function seedDemoClientFiles(db: Db): Promise<void> {
  const files = await Promise.all(DEMO_CLIENT_FILES.map((f) => f.bytes()));
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', [...new Set(DEMO_CLIENT_FILES.flatMap((f) => [f.client, f.by]))])
    .execute();
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  await db.transaction().execute(async (trx) => {
    for (const [i, demo] of DEMO_CLIENT_FILES.entries()) {
      const clientId = idOf.get(demo.client);
      const uploadedBy = idOf.get(demo.by);
      if (clientId === undefined || uploadedBy === undefined) continue;
      const bytes = files[i];
      const type = await detectType(bytes, 'document', demo.file_name);
      const upload = {
        bytes,
        type,
        original_name: downloadName(demo.file_name, type),
        display_name: unicodeDownloadName(demo.file_name, type),
      };
      const row = await storeClientFile(trx, { clientId, uploadedBy, upload });
      const at = new Date(Date.now() - demo.daysAgo * 86_400_000).toISOString();
      await trx.updateTable('client_files').set({ created_at: at }).where('id', '=', row.id).execute();
    }
  });
}
