/** What the sign-in page is told about the page a visitor was sent away from (router location state). */
export interface ReturnTo {
  from: string;
}

/** A control character (a tab or line break inside a path is how some redirects are smuggled). */
const hasControl = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The page to go back to after signing in, when it is one of this site's own:
 * a path starting with a single '/' (not `//evil.example`, not `/\evil.example`,
 * which browsers read as another site, not an absolute URL), else null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl(value)) return null;
  // Whatever the browser would make of it must stay on this site.
  const base = 'https://this.site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path carried by a location's state, checked (see safeReturnPath). */
export function returnPathOf(state: unknown): string | null {
  return state && typeof state === 'object' && 'from' in state ? safeReturnPath((state as ReturnTo).from) : null;
}
