import { formatCalendarDate } from '../../lib/calendar-date';

// Alberta's calendar, the centre's, not the device's: the page the server renders (in whatever zone it
// runs) and the browser that hydrates it must write the same day.
const published = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Edmonton' });

/** "November 3, 2026" for a post's publication time (ISO), on Alberta's calendar. */
export function formatPublished(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : published.format(new Date(time));
}

/** "Saturday, December 12, 2026" for an event's calendar date. */
export const formatEventDate = (date: string) => formatCalendarDate(date, 'long');

export const KIND_LABELS = { news: 'News', event: 'Event', blog: 'Blog' } as const;
