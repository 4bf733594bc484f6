/**
 * Facts the centre states in more than one place (public pages, the register tab,
 * the demo content the server seeds): each is written here once, so that every
 * page says the same.
 */

/** How soon a coach contacts someone who applied: "within five business days". */
export const RESPONSE_TIME = 'five business days';
