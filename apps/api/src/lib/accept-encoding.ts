/**
 * Whether a request's Accept-Encoding allows `coding` (RFC 9110 12.5.3): named, or `*`, with a weight above 0.
 * `gzip;q=0` refuses it; a coding named outright wins over `*`.
 */
export function acceptsEncoding(header: string | string[] | undefined, coding: 'gzip' | 'br'): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star: boolean | undefined;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return allowed;
    if (name === '*') star = allowed;
  }
  return star ?? false;
}
