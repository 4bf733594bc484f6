/**
 * An ended session met by a save (docs/architecture.md#the-web-app): instead of throwing away
 * what the person was saving, the app asks for their password again and the
 * save is sent once more. This module holds the one question: whoever asks
 * (the private area's dialog) registers here, and saves that meet an ended
 * session at the same time wait for the same answer.
 */

/** How a request for a new session ended. */
export type Renewal = 'renewed' | 'cancelled' | 'unavailable';

/** Asks the person to sign in again; resolves true once a new session is stored, false when they decline. */
export type PasswordPrompt = () => Promise<boolean>;

let prompt: PasswordPrompt | null = null;
let pending: Promise<Renewal> | null = null;

/** The app's one dialog says it can ask; returns the undo (when it unmounts). */
export function whenPasswordNeeded(ask: PasswordPrompt): () => void {
  prompt = ask;
  return () => {
    if (prompt === ask) prompt = null;
  };
}

/**
 * Asks for the password, or joins the question already asked. `unavailable`:
 * nothing can ask here (a public page), so the session ends as it always did.
 */
export function renewSession(): Promise<Renewal> {
  if (pending) return pending;
  const ask = prompt;
  if (!ask) return Promise.resolve('unavailable');
  const asked: Promise<Renewal> = ask().then(
    (renewed): Renewal => (renewed ? 'renewed' : 'cancelled'),
    (): Renewal => 'cancelled',
  );
  pending = asked.finally(() => {
    pending = null;
  });
  return pending;
}

/** The question being asked now, if any: a read that meets the ended session meanwhile waits for its answer. */
export function pendingRenewal(): Promise<Renewal> | null {
  return pending;
}
