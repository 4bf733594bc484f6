export const nowIso = () => new Date().toISOString();

/** Today's calendar date in Alberta, where the centre works (the contract's, which also says "not in the future"). */
export { todayInAlberta } from '@tc/contract/alberta-day';
