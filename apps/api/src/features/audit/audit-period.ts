import { nextDate, startOfAlbertaDay } from '../../lib/alberta-calendar';

/**
 * The trail's date filters are calendar dates in Alberta, where the centre works;
 * entries are stored at UTC instants (ISO strings): lib/alberta-calendar turns a
 * local date into the UTC instant its day starts at, daylight saving time included.
 */
export { nextDate, startOfAlbertaDay } from '../../lib/alberta-calendar';

/** From and to (inclusive, Alberta dates) as a half-open range of UTC instants. */
export function instantRange(from?: string, to?: string): { since?: string; until?: string } {
  return { since: from && startOfAlbertaDay(from), until: to && startOfAlbertaDay(nextDate(to)) };
}
