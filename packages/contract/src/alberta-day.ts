// No zod here: the web app's date helpers, which public pages load, read today from this file alone.

const albertaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today's calendar date in Alberta, where the centre works, as YYYY-MM-DD, whatever the
 * time zone of the machine: on the server by the server's clock, in a browser by the device's.
 * What "not in the future" counts from (common.ts), and the current fiscal year.
 */
export function todayInAlberta(now = new Date()): string {
  return albertaDay.format(now);
}
