import { formatCalendarDate, formatMomentDate } from '../../lib/calendar-date';

/**
 * "November 3, 2026" for a post's publication time (ISO), on Alberta's calendar, the centre's,
 * not the device's: the page the server renders (in whatever zone it runs) and the browser that
 * hydrates it must write the same day.
 */
export const formatPublished = (iso: string) => formatMomentDate(iso, 'words');

/** "Saturday, December 12, 2026" for an event's calendar date. */
export const formatEventDate = (date: string) => formatCalendarDate(date, 'long');

export const KIND_LABELS = { news: 'News', event: 'Event', blog: 'Blog' } as const;
