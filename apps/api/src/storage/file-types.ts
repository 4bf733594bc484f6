import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../lib/errors';

/**
 * What an uploaded file is, decided from its bytes (file-type), never from its
 * name or the Content-Type the browser sent (docs/architecture.md#content-and-files).
 */

export type UploadKind = 'image' | 'document';

export interface DetectedType {
  mime_type: string;
  /** The extension that goes with the type, for a name that has none. */
  ext: string;
}

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};

/** Plain text has no magic number: the name's extension chooses between the two text types. */
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

const unsupported = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

const IMAGE_REFUSAL = 'This file is not a JPEG, PNG, WebP or AVIF image. Other files, SVG included, are not accepted.';
const DOCUMENT_REFUSAL = 'This file is not a PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), OpenDocument (ODT, ODS), text or CSV file.';

/** Markup a browser could take for HTML, SVG or XML if it ever sniffed the text. */
const MARKUP = /<\s*(?:script|html|svg|body|head|iframe|object|embed|meta|link|style|img|a\s|!doctype|\?xml)|javascript:/i;

/**
 * Text we accept as TXT or CSV: valid UTF-8, no NUL or other control bytes
 * (bar tab, line breaks and form feed), and nothing that looks like markup.
 */
export function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  if (/^\s*</.test(text.replace(/^\ufeff/, ''))) return false;
  return !MARKUP.test(text);
}

const extensionOf = (name: string | null) => /\.([a-z0-9]{1,10})$/i.exec(name ?? '')?.[1].toLowerCase();

/** The accepted type of the bytes, or 415 with a sentence saying what is accepted. */
export async function detectType(bytes: Buffer, kind: UploadKind, name: string | null): Promise<DetectedType> {
  // A crafted archive can make the detector throw: that is a file we do not accept, not a failure of ours.
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const allowed = kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
  if (found && allowed[found.mime]) return { mime_type: found.mime, ext: allowed[found.mime] };
  if (kind === 'image') throw unsupported(IMAGE_REFUSAL);
  if (found) throw unsupported(DOCUMENT_REFUSAL);
  const ext = extensionOf(name);
  if (!ext || !TEXT_TYPES[ext]) throw unsupported(DOCUMENT_REFUSAL);
  if (!isPlainText(bytes)) throw unsupported('This text file holds markup or binary data; only plain UTF-8 text and CSV are accepted.');
  return { mime_type: TEXT_TYPES[ext], ext };
}

const NAME_MAX = 100;

/**
 * The original name reduced to letters, digits, dot, dash and underscore, for
 * Content-Disposition only: no folders, no leading dots, at most 100
 * characters, keeping the extension. Null when nothing is left.
 */
export function safeFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  let safe = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\-_]+/, '');
  if (safe.length > NAME_MAX) {
    const ext = /\.[A-Za-z0-9]{1,10}$/.exec(safe)?.[0] ?? '';
    safe = safe.slice(0, NAME_MAX - ext.length) + ext;
  }
  return safe && safe !== '.' ? safe : null;
}

const SAME_EXT: Record<string, string[]> = { jpg: ['jpg', 'jpeg'] };

/** `safe` with the extension of the type the bytes really are. */
function withTypeExtension(safe: string, type: DetectedType): string {
  const ext = extensionOf(safe);
  if (ext && (SAME_EXT[type.ext] ?? [type.ext]).includes(ext)) return safe;
  const stem = ext ? safe.slice(0, -(ext.length + 1)) : safe;
  // By code points, so a name in another script is never cut inside a character.
  return `${[...stem].slice(0, NAME_MAX - type.ext.length - 1).join('') || 'file'}.${type.ext}`;
}

/**
 * The safe name with the extension of the type the bytes really are, so a
 * download never carries a misleading one (`photo.jpg` that is a PDF becomes `photo.pdf`).
 */
export function downloadName(name: string | null | undefined, type: DetectedType): string | null {
  const safe = safeFileName(name);
  return safe ? withTypeExtension(safe, type) : null;
}

/**
 * Like `safeFileName`, but letters and digits of any script are kept
 * (`Fiche_d’été.pdf` keeps its accents, `申请表.pdf` its characters): no
 * folders, no leading dots, no spaces, no punctuation but dot, dash and
 * underscore, no control, format (bidi overrides, zero-width) or other
 * invisible characters. NFC, at most 100 characters. Null when nothing is left.
 */
export function unicodeFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  let safe = base
    .normalize('NFC')
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{M}\p{N}._-]/gu, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\-_\p{M}]+/u, '');
  const chars = [...safe];
  if (chars.length > NAME_MAX) {
    const ext = /\.[A-Za-z0-9]{1,10}$/.exec(safe)?.[0] ?? '';
    safe = chars.slice(0, NAME_MAX - ext.length).join('') + ext;
  }
  return safe && safe !== '.' ? safe : null;
}

/** `unicodeFileName` with the extension of the type the bytes really are (see `downloadName`). */
export function unicodeDownloadName(name: string | null | undefined, type: DetectedType): string | null {
  const safe = unicodeFileName(name);
  return safe ? withTypeExtension(safe, type) : null;
}

/** RFC 5987 `value-chars`: UTF-8, percent-encoded beyond the unreserved characters. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header for a stored name (from `unicodeFileName` or
 * `safeFileName`): `filename="…"` in safe ASCII, which every client reads, and
 * `filename*=UTF-8''…` (RFC 6266, RFC 5987) with the real name when it is not ASCII.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string | null): string {
  if (!name) return disposition;
  const ext = extensionOf(name);
  let ascii = safeFileName(name);
  if (!ascii || (ext && extensionOf(ascii) !== ext)) ascii = `download${ext ? `.${ext}` : ''}`;
  const header = `${disposition}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${rfc5987(name)}`;
}
