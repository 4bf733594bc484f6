import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../lib/errors';

/**
 * The 49,233 most common passwords of zxcvbn-ts's common dictionary
 * (@zxcvbn-ts/language-common, MIT, lower-case, most frequent first), loaded
 * once: about 20 ms and 4 MB of heap at start-up.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export const TOO_COMMON = 'This password is too common; choose one that is harder to guess.';
export const CONTAINS_NAME = 'The password must not contain your name or username.';
export const BLANK = 'The password must not be only spaces; use letters, digits or other characters too.';
export const ONE_CHARACTER = 'The password must not be one character repeated; use several different characters.';

/** Only white space (spaces, tabs, no-break and other Unicode spaces): nothing left after trimming. */
const isBlank = (password: string) => password.trim() === '';
/** One character (a whole code point, so an emoji counts as one) typed over and over. */
const isOneCharacter = (password: string) => new Set(password).size === 1;

/** Whose password it is: the names a guesser tries first. */
export interface PasswordOwner {
  username?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

/** Names shorter than this are too likely to appear by chance to be refused. */
const MIN_NAME = 3;

/** Each name, lower-cased, whole and split into its words (`grace.whitford` gives `grace` and `whitford` too). */
function namesOf(owner: PasswordOwner): string[] {
  const localPart = owner.email?.split('@')[0];
  const names = new Set<string>();
  for (const value of [owner.username, owner.firstname, owner.lastname, localPart]) {
    const name = value?.trim().toLowerCase();
    if (!name) continue;
    for (const part of [name, ...name.split(/[^\p{L}\p{N}]+/u)]) if (part.length >= MIN_NAME) names.add(part);
  }
  return [...names];
}

/** Why a password may not be used, or null when it may. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (isBlank(password)) return BLANK;
  if (isOneCharacter(password)) return ONE_CHARACTER;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return TOO_COMMON;
  if (namesOf(owner).some((name) => lower.includes(name))) return CONTAINS_NAME;
  return null;
}

/** 400 VALIDATION_ERROR with an issue on `password` when the password is blank, one character repeated, too common or holds the owner's names. */
export function assertPasswordAcceptable(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw fieldError('password', problem);
}
