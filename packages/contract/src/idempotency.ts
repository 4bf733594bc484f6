/**
 * Idempotency keys (docs/decisions/053-idempotency-keys.md): a signed-in call that writes, sent with an
 * `Idempotency-Key` header, is stored once however often it is sent. The web app sends one with each change it
 * may have to send again (a change made offline).
 */

/** The request header, in the lower case Node gives it. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The answer header that says an answer is the one kept from the first call. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** A key: 8 to 100 letters, digits and `-_.:` (a UUID is one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes, dots, colons or underscores.',
  otherChange: 'This Idempotency-Key was already used for a different change. Send a new change with a new key.',
  running: 'This change is still being saved. Try again in a moment.',
  answerLost: 'This change was saved, but its answer is no longer kept. Reload to see it.',
} as const;
