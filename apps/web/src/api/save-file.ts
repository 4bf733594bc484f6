/**
 * How long a saved file's object URL outlives the click. The browser starts the
 * download after `click()` returns; revoking the URL at once loses the file now
 * and then (always in Firefox, in Chromium under load), so it is freed later, as
 * FileSaver.js does.
 */
export const SAVED_URL_LIFETIME_MS = 60_000;

/** Hands a downloaded file to the browser under its name (the browser's own download, nothing opened). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVED_URL_LIFETIME_MS);
}

/**
 * Saves a downloaded answer under the name its `Content-Disposition` gives, else `fallback`; answers the name
 * saved (the result of every download thunk).
 */
export function saveAttachment(data: unknown, response: { headers: Record<string, unknown> }, fallback: string): string {
  const name = attachmentName(response.headers['content-disposition']) ?? fallback;
  saveFile(data as Blob, name);
  return name;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else null. */
export function attachmentName(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoded name: try the plain one.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}
