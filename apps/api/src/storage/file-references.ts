import type { Db } from '../db/connection';
import { badRequest } from '../lib/errors';

/**
 * A reference to an uploaded file on this site (`/api/files/<sha256>`, perhaps with `?w=` after it), where
 * a field begins with one or Markdown or HTML points at one: after the start, a space, `(`, a quote, `<` or `=`.
 */
const FILE_REFERENCE = /(?:^|[\s("'<=])\/api\/files\/([0-9a-f]{64})(?![0-9a-f])/g;

/**
 * Refuses (400) a body whose text points at an uploaded file that is not stored, or not public (a
 * members-only form file, which the public address does not serve), so no content shows a broken
 * image or link. Each field with such a reference gets its issue.
 */
export async function assertFilesStored(db: Db, body: Record<string, unknown>): Promise<void> {
  const byField = new Map<string, string[]>();
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string' || !value.includes('/api/files/')) continue;
    const hashes = [...value.matchAll(FILE_REFERENCE)].map((m) => m[1]);
    if (hashes.length) byField.set(field, hashes);
  }
  if (!byField.size) return;
  const wanted = [...new Set([...byField.values()].flat())];
  const rows = await db.selectFrom('files').select('sha256').where('sha256', 'in', wanted).where('is_public', '=', 1).execute();
  const stored = new Set(rows.map((r) => r.sha256));
  const issues = [...byField]
    .filter(([, hashes]) => hashes.some((h) => !stored.has(h)))
    .map(([field, hashes]) => {
      const missing = hashes.find((h) => !stored.has(h))!;
      return {
        path: [field],
        message: `No uploaded file is stored at /api/files/${missing}: upload the file first and use the address it is given`,
        code: 'file_not_found',
      };
    });
  if (issues.length) throw badRequest(`Invalid request body: ${issues.map((i) => `${i.path[0]}: ${i.message}`).join('; ')}`, issues);
}
