import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { CENTRE_DEFAULTS } from '../lib/centre';

/**
 * The demo centre's downloadable forms and guides, written at seed time: real
 * PDFs made with pdfkit and one CSV worksheet, each with a title and a
 * description for /resources. Two are for signed-in members only.
 */

const CENTRE = CENTRE_DEFAULTS.name;
const NAVY = '#1f4e79';
const BLUE = '#2e75b6';
const GREY = '#555555';

export interface DemoDocument {
  form_title: string;
  description: string;
  category: string;
  is_public: boolean;
  sort_order: number;
  /** The name the upload would have carried. */
  file_name: string;
  bytes: () => Promise<Buffer>;
}

type Doc = PDFKit.PDFDocument;

/** A content block of a document. */
type Block =
  | { heading: string }
  | { text: string }
  | { checklist: string[] }
  | { fields: string[] }
  | { bullets: string[] }
  | { table: { head: string[]; rows: string[][]; widths: number[] } };

const LEFT = 60;
const WIDTH = 492;

function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function render(doc: Doc, block: Block) {
  if ('heading' in block) {
    ensureSpace(doc, 60);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(block.heading, LEFT, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
  } else if ('text' in block) {
    doc.font('Helvetica').fontSize(10.5).fillColor('#222222').text(block.text, LEFT, doc.y, { width: WIDTH, lineGap: 2 });
    doc.moveDown(0.5);
  } else if ('checklist' in block) {
    for (const item of block.checklist) {
      ensureSpace(doc, 24);
      const y = doc.y;
      doc
        .lineWidth(1)
        .strokeColor(BLUE)
        .rect(LEFT, y + 1, 10, 10)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .fillColor('#222222')
        .text(item, LEFT + 20, y, { width: WIDTH - 20, lineGap: 2 });
      doc.moveDown(0.35);
    }
  } else if ('bullets' in block) {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor('#222222')
      .list(block.bullets, LEFT + 6, doc.y, { width: WIDTH - 6, bulletRadius: 2, lineGap: 2 });
    doc.moveDown(0.5);
  } else if ('fields' in block) {
    for (const label of block.fields) {
      ensureSpace(doc, 30);
      const y = doc.y + 6;
      doc.font('Helvetica').fontSize(10).fillColor(GREY).text(label, LEFT, y, { width: 170 });
      doc
        .lineWidth(0.6)
        .strokeColor('#999999')
        .moveTo(LEFT + 175, y + 11)
        .lineTo(LEFT + WIDTH, y + 11)
        .stroke();
      doc.y = y + 22;
    }
  } else {
    const { head, rows, widths } = block.table;
    const rowHeight = 20;
    const drawRow = (cells: string[], header: boolean) => {
      ensureSpace(doc, rowHeight + 4);
      const y = doc.y;
      let x = LEFT;
      if (header) doc.rect(LEFT, y, WIDTH, rowHeight).fill('#deebf7');
      doc
        .font(header ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9.5)
        .fillColor('#222222');
      cells.forEach((cell, i) => {
        doc.text(cell, x + 4, y + 6, { width: widths[i] - 8, lineBreak: false, ellipsis: true });
        x += widths[i];
      });
      doc
        .lineWidth(0.5)
        .strokeColor('#bbbbbb')
        .moveTo(LEFT, y + rowHeight)
        .lineTo(LEFT + WIDTH, y + rowHeight)
        .stroke();
      doc.y = y + rowHeight;
    };
    drawRow(head, true);
    for (const row of rows) drawRow(row, false);
    doc.moveDown(0.8);
  }
}

/** A letter-size PDF with the centre's heading, the title, an intro and its blocks, numbered pages. */
function pdf(title: string, intro: string, blocks: Block[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 60, bottom: 60, left: LEFT, right: 60 },
    bufferPages: true,
    // A fixed date keeps the demo files the same from one seed to the next.
    info: { Title: title, Author: CENTRE, Subject: title, Creator: CENTRE, CreationDate: new Date('2026-01-05T09:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.rect(0, 0, doc.page.width, 8).fill(BLUE);
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(CENTRE.toUpperCase(), LEFT, 34, { characterSpacing: 1 });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY).text(title, LEFT, 56, { width: WIDTH });
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(11).fillColor('#333333').text(intro, { width: WIDTH, lineGap: 2 });
  doc.moveDown(0.4);
  for (const block of blocks) render(doc, block);
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.height - 40;
    // Written inside the bottom margin: no margin, or pdfkit would start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(`${CENTRE} · ${title} · page ${i + 1} of ${range.count}`, LEFT, bottom, { width: WIDTH, align: 'center', lineBreak: false });
    doc.page.margins = margins;
  }
  doc.end();
  return done;
}

const licensingChecklist = () =>
  pdf(
    'Family day home licensing checklist',
    'Use this checklist as you prepare to open a family day home or to join a licensed agency in Alberta. Tick each item as it is done and bring the list to your next coaching session.',
    [
      { heading: 'Before you apply' },
      {
        checklist: [
          'Decide between a licensed day home agency and a licensed facility, and contact the agencies in your region.',
          'Read the Early Learning and Child Care Act and Regulation sections that apply to family day homes.',
          'Check your municipality’s zoning and business licence rules for home-based childcare.',
          'Confirm your home insurance covers a childcare business, or arrange a rider.',
        ],
      },
      { heading: 'People' },
      {
        checklist: [
          'Criminal record and vulnerable sector checks for every adult living in the home.',
          'Current standard first aid and CPR (level C) certificate.',
          'Child Development Assistant certificate, or a plan and date to complete it.',
          'A back-up caregiver who meets the same requirements.',
        ],
      },
      { heading: 'Home and safety' },
      {
        checklist: [
          'Smoke and carbon monoxide alarms on every level, tested and dated.',
          'Fire extinguisher, emergency evacuation plan and a practice drill recorded.',
          'Safe sleep spaces for each child under 19 months.',
          'Medications, cleaning products and firearms locked away; outlets covered.',
          'Outdoor play area checked for hazards; fences and gates secure.',
        ],
      },
      { heading: 'Business records' },
      {
        checklist: [
          'Parent agreement, fee schedule and policies (illness, holidays, late pick-up).',
          'Attendance record and daily sign-in and sign-out sheet.',
          'Receipts process for parents and a simple bookkeeping system.',
        ],
      },
      { text: 'Your coach can review the completed checklist with you and help you plan any item that is still open.' },
    ],
  );

const enrolmentAgreement = () =>
  pdf(
    'Enrolment agreement template',
    'A starting point for the written agreement between a family day home provider and a family. Adapt it to your agency’s requirements and have it reviewed before first use.',
    [
      { heading: 'The parties' },
      {
        fields: [
          'Provider name',
          'Day home address',
          'Parent or guardian',
          'Phone and email',
          'Child’s name',
          'Date of birth',
          'Start date',
        ],
      },
      { heading: 'Care arranged' },
      { fields: ['Days of care', 'Hours of care', 'Monthly fee', 'Fee due date', 'Deposit (if any)'] },
      { heading: 'Policies both parties agree to' },
      {
        bullets: [
          'Fees are paid in advance on the due date; a late payment fee may apply after five days.',
          'Children who are ill with fever, vomiting or a contagious condition stay home until well.',
          'The provider gives two weeks’ notice of planned closures; statutory holidays are paid days.',
          'Either party may end the agreement with four weeks’ written notice.',
          'Only the adults named below may pick up the child; photo ID may be asked for.',
        ],
      },
      { fields: ['Authorised pick-up (1)', 'Authorised pick-up (2)', 'Emergency contact'] },
      { heading: 'Signatures' },
      { fields: ['Parent or guardian', 'Date', 'Provider', 'Date'] },
    ],
  );

const coachingIntake = () =>
  pdf(
    'Coaching intake form',
    'For clients starting coaching. Fill it in before your first meeting so your coach can prepare; everything you write stays between you and the centre.',
    [
      { heading: 'About you and your business' },
      { fields: ['Name', 'Business name', 'Region and city', 'Type of care', 'Licensed spaces today', 'Years in operation'] },
      { heading: 'Where you are now' },
      {
        checklist: [
          'I am planning to open and have not started yet.',
          'I am open and want more families enrolled.',
          'I am open and want to review my fees and finances.',
          'I want help with regulations, licensing or an inspection.',
          'I am thinking about hiring staff or expanding.',
        ],
      },
      { heading: 'Your goals for the next six months' },
      { fields: ['Goal 1', 'Goal 2', 'Goal 3'] },
      { heading: 'How you like to work' },
      { fields: ['Best days and times', 'Phone, video or in person', 'Anything your coach should know'] },
    ],
  );

const grantGuide = () =>
  pdf(
    'Grant application guide',
    'How to find and apply for start-up and quality grants for childcare businesses in Alberta, with the documents funders most often ask for.',
    [
      { heading: '1. Find the right programme' },
      {
        text: 'Grants change from year to year. Start with your day home agency, your municipality’s small business office and the province’s childcare funding pages. Your coach keeps a current list and can tell you which programmes match your stage.',
      },
      { heading: '2. Prepare the usual documents' },
      {
        bullets: [
          'A short business plan: the care you offer, your spaces, your families, and your fees.',
          'A budget for the grant: what you will buy, quotes, and how it improves care.',
          'Your licence or agency agreement, insurance, and first aid certificate.',
          'Bank details in the business name, and your last tax return if you have one.',
        ],
      },
      { heading: '3. Write the application' },
      {
        text: 'Answer every question in the funder’s own words, keep to the word limits, and connect each item you ask for to a benefit for children and families. Ask your coach to read the draft before you submit it.',
      },
      { heading: '4. Typical budget lines' },
      {
        table: {
          head: ['Item', 'Example', 'Typical cost'],
          widths: [150, 230, 112],
          rows: [
            ['Safety equipment', 'Gates, alarms, first aid kit', '$300 – $800'],
            ['Learning materials', 'Books, blocks, art supplies', '$400 – $1,200'],
            ['Outdoor play', 'Sandbox, shade, ground cover', '$800 – $3,000'],
            ['Training', 'Child Development Assistant course', '$200 – $600'],
          ],
        },
      },
      { heading: '5. After you apply' },
      {
        text: 'Record the submission date and the funder’s decision date in your action plan. If you are funded, keep every receipt: most funders ask for a short report on how the money was spent.',
      },
    ],
  );

/** A monthly budget a provider fills in: a spreadsheet opens it as is (UTF-8 with a BOM). */
function budgetWorksheet(): Promise<Buffer> {
  const rows = [
    ['Section', 'Item', 'Budgeted ($)', 'Actual ($)', 'Difference ($)', 'Notes'],
    ['Income', 'Parent fees', '4800', '', '', ''],
    ['Income', 'Affordability grant', '1200', '', '', ''],
    ['Income', 'Other income', '0', '', '', ''],
    ['Expenses', 'Food and snacks', '650', '', '', ''],
    ['Expenses', 'Learning materials and toys', '150', '', '', ''],
    ['Expenses', 'Household supplies and cleaning', '120', '', '', ''],
    ['Expenses', 'Insurance', '90', '', '', ''],
    ['Expenses', 'Agency and licence fees', '75', '', '', ''],
    ['Expenses', 'Training and certificates', '40', '', '', ''],
    ['Expenses', 'Vehicle and outings', '110', '', '', ''],
    ['Expenses', 'Share of utilities and rent', '400', '', '', ''],
    ['Savings', 'Equipment replacement fund', '100', '', '', ''],
    ['Total', 'Income minus expenses', '4265', '', '', 'Fill in Actual each month; Difference = Actual - Budgeted'],
  ];
  return Promise.resolve(Buffer.from(`\ufeff${stringify(rows, { record_delimiter: 'windows' })}`, 'utf8'));
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    form_title: 'Family day home licensing checklist',
    description:
      'Everything to have in place before you open or join a licensed agency: people, home safety and business records, as a checklist to tick.',
    category: 'Licensing',
    is_public: true,
    sort_order: 10,
    file_name: 'Family_day_home_licensing_checklist.pdf',
    bytes: licensingChecklist,
  },
  {
    form_title: 'Monthly budget worksheet',
    description:
      'A spreadsheet of a day home’s monthly income and expenses, budgeted against actual. Opens in Excel, Numbers or LibreOffice.',
    category: 'Finance',
    is_public: true,
    sort_order: 20,
    file_name: 'Monthly_budget_worksheet.csv',
    bytes: budgetWorksheet,
  },
  {
    form_title: 'Enrolment agreement template',
    description:
      'A parent agreement to adapt: care arranged, fees, illness and holiday policies, notice and authorised pick-up, with signature lines.',
    category: 'Enrolment',
    is_public: true,
    sort_order: 30,
    file_name: 'Enrolment_agreement_template.pdf',
    bytes: enrolmentAgreement,
  },
  {
    form_title: 'Coaching intake form',
    description:
      'For new clients: your business today, your goals for the next six months and how you like to work. Fill it in before your first meeting.',
    category: 'Coaching',
    is_public: false,
    sort_order: 40,
    file_name: 'Coaching_intake_form.pdf',
    bytes: coachingIntake,
  },
  {
    form_title: 'Grant application guide',
    description: 'Finding start-up and quality grants, the documents funders ask for, typical budget lines and what to do after you apply.',
    category: 'Funding',
    is_public: false,
    sort_order: 50,
    file_name: 'Grant_application_guide.pdf',
    bytes: grantGuide,
  },
];
