import { personalExportName } from '@tc/contract/personal-export';
import { personalExportEndpoints } from '@tc/contract/personal-export-endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { Readable } from 'node:stream';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import { findUserById, type UserRow } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { todayInAlberta } from '../../lib/time';
import { findClientFile } from '../../storage/client-files';
import { getFile } from '../../storage/file-store';
import { unicodeFileName } from '../../storage/file-types';
import { type ExportSources, type PersonalData, personalData } from './export-data';
import { exportCounts, exportSummaryPdf } from './export-pdf';
import { exportCsvs, exportReadme, zipFileNames } from './export-tables';

/** One file of the ZIP: its path inside it, its bytes (read when its turn comes), and whether deflating it helps. */
type Entry = [path: string, bytes: () => Promise<Uint8Array | undefined>, compress: boolean];

/**
 * The personal export (docs/architecture.md#privacy-requests, docs/decisions/034-personal-export.md):
 * `GET /account/export` for the caller, `GET /privacy/export/{id}` for an administrator answering a person's
 * request. Both answer the same ZIP, made of what that person can read.
 */
export async function personalExportRoutes(app: FastifyInstance, sources: ExportSources) {
  const db = app.db;

  route(app, personalExportEndpoints.mine, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'privacy.exportOwn');
    return sendExport(request, reply, me, me);
  });

  route(app, personalExportEndpoints.ofUser, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'privacy.exportOf', undefined, "Only an administrator downloads another person's data.");
    // An archived person's records have left every list (restore them to export them).
    const person = await findUserById(db, request.params.id);
    if (!person) throw notFound('User not found.');
    return sendExport(request, reply, me, person);
  });

  async function sendExport(request: FastifyRequest, reply: FastifyReply, me: UserRow, person: UserRow) {
    const data = await personalData(db, sources, person);
    const madeAt = `${todayInAlberta()} ${new Date().toISOString().slice(11, 16)} UTC`;
    const names = zipFileNames(data.files, unicodeFileName);
    const counts = exportCounts(data);
    // Who downloaded whose data and how much of it; never the data itself.
    await audited(request, { actor: me, action: 'create', entity: 'personal_export' }, async () => ({
      id: person.id,
      after: { user_id: person.id, ...counts },
    }));
    const text = (s: string) => async () => new TextEncoder().encode(s);
    const entries: Entry[] = [
      ['README.txt', text(exportReadme(data, madeAt, app.config.centre.name, names)), true],
      ['summary.pdf', async () => exportSummaryPdf(data, app.config.centre, madeAt), false],
      ...jsonFiles(data).map(([name, value]): Entry => [name, text(`${JSON.stringify(value, null, 2)}\n`), true]),
      ...Object.entries(exportCsvs(data)).map(([name, csv]): Entry => [name, text(csv), true]),
      ...data.files.map((f): Entry => [
        `files/${names.get(f.id)}`,
        async () => {
          const row = await findClientFile(db, f.client_id, f.id);
          return row && (await getFile(db, row.sha256))?.bytes;
        },
        // Documents (PDF, DOCX, XLSX…) are compressed already; text is not.
        f.mime_type.startsWith('text/'),
      ]),
    ];
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${personalExportName(todayInAlberta())}"`)
      .type('application/zip')
      .send(Readable.from(zipChunks(entries)));
  }
}

/** The JSON files, each the records as the API answers them (a plan with its steps). */
function jsonFiles(d: PersonalData): [string, unknown][] {
  return [
    ['profile.json', d.profile],
    ['plans.json', d.plans],
    ['diary.json', d.diary],
    ['sessions.json', d.sessions],
    ['messages.json', d.conversations],
    ['milestones.json', d.milestones],
  ];
}

/**
 * The ZIP, a piece at a time: each file's bytes are read only when the answer has room for them (Readable.from
 * pulls), so an export of many documents holds one document in memory, not all of them. A file whose bytes are
 * missing is left out rather than ending the download.
 */
async function* zipChunks(entries: Entry[]): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  for (const [path, read, compress] of entries) {
    const bytes = await read();
    if (!bytes) continue;
    const file = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    zip.add(file);
    file.push(bytes, true);
    if (failure) throw failure;
    yield* out.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* out.splice(0);
}
