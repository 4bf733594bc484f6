import { IMPORT_MAX_BYTES, type ImportPlan, type ImportPreview, importUploadFieldsSchema } from '@tc/contract/imports';
import { importEndpoints as api } from '@tc/contract/imports-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendInvitation } from '../../auth/account-links';
import { requireUser } from '../../auth/authenticate';
import { unusablePasswordHash } from '../../auth/passwords';
import { authorize } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { audited } from '../../lib/audited';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { paging, sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { FIELD_LIMITS, multipartRefusal, parseUploadFields } from '../../storage/uploads';
import { readSheet } from './import-files';
import { type Checked, checkRows, guessMapping, mappingByHeader } from './import-rows';
import {
  type BatchRow,
  batchWithAuthor,
  findBatch,
  insertBatchPeople,
  listBatches,
  loadKnown,
  rememberedMapping,
  rememberMapping,
  removeBatchPeople,
  setBatch,
  signedInPeople,
  stageBatch,
  stagedSheet,
  toBatch,
} from './imports-repository';

const tooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'This file is over 10 MB. Split it into smaller files and import them one by one.');

/** The file and the `kind` field of an upload; the file's size is checked as it arrives, before anything parses it. */
async function readImportUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data, in the field "file".');
  let file: { bytes: Buffer; name: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { ...FIELD_LIMITS, files: 1, fileSize: IMPORT_MAX_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file') throw badRequest('Send the file in the field "file".');
        file = { bytes, name: part.filename || 'import' };
      } else {
        if (fields[part.fieldname] !== undefined) throw badRequest(`The field "${part.fieldname}" is sent twice.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw multipartRefusal(err, 'document');
  }
  if (!file) throw badRequest('Choose a file to import, in the field "file".');
  if (file.bytes.length === 0) throw badRequest('The file is empty.');
  return { ...file, fields };
}

/** The answer of the upload and of each preview: the rows as checked, with the counts the screen shows. */
function toPreview(batch: BatchRow, columns: string[], plan: ImportPlan, checked: Checked): ImportPreview {
  const skipped = checked.rows.filter((r) => r.skipped).length;
  const problems = checked.rows.filter((r) => r.problems.length > 0).length;
  return {
    id: batch.id,
    kind: batch.kind,
    file_name: batch.file_name,
    columns,
    mapping: Object.fromEntries(Object.entries(plan.mapping).filter(([, v]) => v !== undefined)) as Record<string, number | null>,
    rows: checked.rows.map(({ row, values, problems: p, skipped: s }) => ({ row, values, problems: p, skipped: s })),
    unknown_regions: checked.unknownRegions,
    counts: { rows: checked.rows.length, ready: checked.rows.length - skipped - problems, problems, skipped },
  };
}

/** A staged batch of this id, or 404 (409 once imported: its rows are gone). */
async function stagedBatch(db: Db, id: number): Promise<BatchRow> {
  const batch = await findBatch(db, id);
  if (!batch) throw notFound('No such import.');
  if (batch.status !== 'staged') throw conflict('This file has already been imported. Upload it again to import it again.');
  return batch;
}

/** The rows still with problems, as the error body's issues: the row number, the field, what is wrong. */
function rowIssues(checked: Checked) {
  return checked.rows.flatMap((r) => r.problems.map((p) => ({ path: ['rows', r.row, p.field], message: `Row ${r.row}: ${p.message}` })));
}

/** Importing clients and coaches from a spreadsheet (docs/architecture.md#import, docs/decisions/030-import-batches.md). */
export async function importsRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.upload, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'imports.run');
    const upload = await readImportUpload(request);
    const { kind } = parseUploadFields(importUploadFieldsSchema, upload.fields);
    const sheet = readSheet(upload.bytes);
    if (sheet.columns.length === 0) throw badRequest('This file has no header row: its first row must name the columns.');
    const batch = await stageBatch(db, { kind, fileName: upload.name.slice(0, 255), createdBy: me.id, sheet });
    const plan = { mapping: guessMapping(kind, sheet.columns, await rememberedMapping(db, kind)) };
    return reply.code(201).send(toPreview(batch, sheet.columns, plan, checkRows(kind, sheet, plan, await loadKnown(db))));
  });

  route(app, api.preview, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'imports.run');
    const batch = await stagedBatch(db, request.params.id);
    const sheet = stagedSheet(batch);
    const plan = request.body;
    await rememberMapping(db, batch.kind, mappingByHeader(plan.mapping, sheet.columns));
    return toPreview(batch, sheet.columns, plan, checkRows(batch.kind, sheet, plan, await loadKnown(db)));
  });

  route(app, api.commit, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'imports.run');
    const { invitations, ...plan } = request.body;
    const staged = await stagedBatch(db, request.params.id);
    const sheet = stagedSheet(staged);
    // One hash for the whole batch, made before the transaction: hashing is the slow part of making an account.
    const passwordHash = await unusablePasswordHash();
    const { people } = await audited(request, { actor: me, action: 'create', entity: 'import_batch' }, async (trx) => {
      // Claimed first, so two clicks on "Import" cannot both import it.
      const claimed = await trx
        .updateTable('import_batches')
        .set({ status: 'imported', imported_at: nowIso() })
        .where('id', '=', staged.id)
        .where('status', '=', 'staged')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw conflict('This file has already been imported.');
      // Checked again inside the transaction: the preview the person saw may be minutes old.
      const checked = checkRows(staged.kind, sheet, plan, await loadKnown(trx));
      const issues = rowIssues(checked);
      if (issues.length)
        throw badRequest(
          `${issues.length === 1 ? 'One row still has a problem' : `Rows still have ${issues.length} problems`}: fix or skip them.`,
          issues.slice(0, 100),
        );
      const toCreate = checked.rows.filter((r) => !r.skipped);
      if (toCreate.length === 0) throw badRequest('Every row is skipped: there is nobody to import.');
      const regionsUsed = new Set(toCreate.map((r) => r.data?.region?.toLowerCase()));
      const newRegions = plan.create_regions ? checked.unknownRegions.filter((r) => regionsUsed.has(r.toLowerCase())) : [];
      const { people, regionIds } = await insertBatchPeople(trx, {
        batchId: staged.id,
        kind: staged.kind,
        rows: toCreate,
        newRegions,
        passwordHash,
        actorId: me.id,
        ip: request.ip,
      });
      const batch = await setBatch(trx, staged.id, {
        imported_count: people.length,
        skipped_count: checked.rows.length - toCreate.length,
        created_regions: JSON.stringify(regionIds),
        staged: null,
      });
      const after = {
        kind: batch.kind,
        file_name: batch.file_name,
        imported: batch.imported_count,
        skipped: batch.skipped_count,
        regions_created: regionIds.length,
      };
      return { id: batch.id, after, people };
    });
    await rememberMapping(db, staged.kind, mappingByHeader(plan.mapping, sheet.columns));
    // Sent once the people are stored, each as "Send invitation" sends one: a mail server that is down loses nobody.
    let sent = 0;
    if (invitations === 'now') for (const person of people) if ((await sendInvitation(request, person, me)).sent) sent += 1;
    return { batch: await batchWithAuthor(db, staged.id), invitations_sent: sent };
  });

  route(app, api.list, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'imports.run');
    const { rows, total } = await listBatches(db, paging(request.query));
    sendTotal(reply, total);
    return rows.map(toBatch);
  });

  route(app, api.undo, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'imports.run');
    const batch = await findBatch(db, request.params.id);
    if (!batch || batch.status === 'staged') throw notFound('No such import.');
    if (batch.status === 'undone') throw conflict('This import has already been undone.');
    const signedIn = await signedInPeople(db, batch.id);
    if (signedIn.length) {
      const names = signedIn.map((p) => `${p.firstname} ${p.lastname}`);
      const named = names.length > 3 ? `${names.slice(0, 3).join(', ')} and others` : names.join(', ');
      throw conflict(
        `This import cannot be undone: ${named} ${names.length === 1 ? 'has' : 'have'} already signed in. Archive people one by one instead.`,
        signedIn.map((p) => ({ path: ['people', p.id], message: `${p.firstname} ${p.lastname} (${p.email}) has signed in` })),
      );
    }
    try {
      await audited(request, { actor: me, action: 'delete', entity: 'import_batch' }, async (trx) => {
        const { removed, regionsRemoved } = await removeBatchPeople(trx, batch);
        await setBatch(trx, batch.id, { status: 'undone', undone_at: nowIso() });
        return {
          id: batch.id,
          before: { kind: batch.kind, file_name: batch.file_name, imported: batch.imported_count },
          after: { people_removed: removed, regions_removed: regionsRemoved },
        };
      });
    } catch (err) {
      // A person of the batch already has records (a plan, a diary entry, a session): their foreign keys refuse the delete.
      const code = String((err as { code?: unknown }).code ?? '');
      if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
        throw conflict(
          'This import cannot be undone: some of its people already have records (plans, diary entries, sessions or messages). Archive them one by one instead.',
        );
      }
      throw err;
    }
    return batchWithAuthor(db, batch.id);
  });
}
