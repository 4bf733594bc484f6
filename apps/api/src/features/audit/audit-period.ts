/**
 * The trail's date filters are calendar dates in Alberta, where the centre works;
 * entries are stored at UTC instants (ISO strings). These turn a local date into
 * the UTC instant its day starts at, daylight saving time included.
 */
const ZONE = 'America/Edmonton';
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Alberta's clock is ahead of UTC at this instant, in milliseconds (negative). */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
}

/** `2026-07-01` → `2026-07-01T06:00:00.000Z` (MDT), `2026-01-15` → `2026-01-15T07:00:00.000Z` (MST). */
export function startOfAlbertaDay(date: string): string {
  const asUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset at the guess, then at the instant it points to (the two differ only near a clock change).
  const instant = asUtc - offsetAt(asUtc - offsetAt(asUtc));
  return new Date(instant).toISOString();
}

/** The calendar date after `date`. */
export function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** From and to (inclusive, Alberta dates) as a half-open range of UTC instants. */
export function instantRange(from?: string, to?: string): { since?: string; until?: string } {
  return { since: from && startOfAlbertaDay(from), until: to && startOfAlbertaDay(nextDate(to)) };
}
