export const nowIso = () => new Date().toISOString();

/** Today's calendar date in Alberta, where the centre works. */
export function todayInAlberta(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
