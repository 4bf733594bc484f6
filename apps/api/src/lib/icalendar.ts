/**
 * iCalendar (RFC 5545) text, written by hand: the few properties a calendar feed and an emailed invitation
 * need, with CRLF line ends, lines folded at 75 octets without splitting a character, and TEXT values escaped.
 *
 * Every time is written in UTC (`20261105T160000Z`), never as a local time with a TZID: a phone or calendar
 * program with time zone data older than 2026c still believes Alberta falls back to UTC−7 on 2026-11-01, and
 * would show a 10:00 visit at 9:00. A UTC instant cannot be misread (docs/architecture.md#coaching-sessions).
 */

/** Who a mailed invitation is from and to (RFC 5546 wants both on METHOD:REQUEST and CANCEL). */
export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable for the life of the session: a calendar program matches an update or a cancellation by it. */
  uid: string;
  /** Raised by each change a person is told of; a program keeps the highest it has seen. */
  sequence: number;
  /** UTC instants (ISO 8601). */
  start: string;
  end: string;
  /** When this copy was made (DTSTAMP); now when left out. */
  stamp?: string;
  created?: string;
  lastModified?: string;
  summary: string;
  location?: string | null;
  description?: string | null;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
}

export interface Calendar {
  /** REQUEST (an invitation or a change), CANCEL; left out in a subscribed feed. */
  method?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The feed's name in a calendar program (X-WR-CALNAME). */
  name?: string;
  /** How often a program should read a feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL), e.g. 'PT1H'. */
  refresh?: string;
  events: CalendarEvent[];
}

export const PRODID = '-//Training Centre//Coaching sessions//EN';

/** A UTC instant as iCalendar writes it: 20261105T160000Z. */
export function icalUtc(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, every line break as \n, other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- RFC 5545 allows no control characters but tab in a value
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A parameter value (a CN): quoted, as a name may hold a comma or colon; a double quote cannot be written at all. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- no control characters in a parameter either
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

const encoder = new TextEncoder();

/**
 * One content line folded as RFC 5545 section 3.1 says: no line longer than 75 octets, a continuation begins
 * with a space. It breaks between characters (code points), never inside a UTF-8 sequence, so accents survive.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let room = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
      room = 74;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

function eventLines(e: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icalUtc(e.stamp ?? new Date().toISOString())}`,
    `DTSTART:${icalUtc(e.start)}`,
    `DTEND:${icalUtc(e.end)}`,
  ];
  if (e.created) lines.push(`CREATED:${icalUtc(e.created)}`);
  if (e.lastModified) lines.push(`LAST-MODIFIED:${icalUtc(e.lastModified)}`);
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  lines.push(`STATUS:${e.status}`);
  // A cancelled session no longer holds the time in anyone's free/busy.
  lines.push(`TRANSP:${e.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`);
  if (e.organizer) lines.push(`ORGANIZER;CN=${paramValue(e.organizer.name)}:mailto:${e.organizer.email}`);
  for (const a of e.attendees ?? []) {
    // RSVP=FALSE: the centre reads no replies; a person changes a session through the site or the coach.
    lines.push(`ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${a.email}`);
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR, CRLF after every line (the last one too). */
export function icalendar(cal: Calendar): string {
  const lines = ['BEGIN:VCALENDAR', `PRODID:${PRODID}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  if (cal.method) lines.push(`METHOD:${cal.method}`);
  if (cal.name) lines.push(`X-WR-CALNAME:${escapeText(cal.name)}`);
  if (cal.refresh) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${cal.refresh}`, `X-PUBLISHED-TTL:${cal.refresh}`);
  for (const e of cal.events) lines.push(...eventLines(e));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
