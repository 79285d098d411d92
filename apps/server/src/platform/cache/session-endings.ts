// Sessions that ended (logout, revocation, refresh-token reuse, a password reset's sign-out
// everywhere), told to every cache that remembers them: the liveness checks and the verified
// tokens (decisions 020 and 023). In one process the news goes straight to its listeners; with
// Redis (redis-session-endings.ts) every instance hears it at once. Created once in app.ts.
import { z } from 'zod/mini';

/** What ended, in one tenant: one grant, one session (its `sid`), or every session of a customer. */
export const sessionEndingSchema = z.union([
  z.strictObject({
    tenantId: z.number().check(z.int()),
    grantId: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
  z.strictObject({
    tenantId: z.number().check(z.int()),
    sessionId: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
  z.strictObject({ tenantId: z.number().check(z.int()), customerId: z.number().check(z.int()) }),
]);
export type SessionEnding = z.infer<typeof sessionEndingSchema>;

export type SessionEndingListener = (ending: SessionEnding) => void;

export interface SessionEndings {
  /** Tells every listener, on every instance, that this ended. Never throws: the database
   * already says so, and the liveness checks read it within seconds anyway. */
  publish(ending: SessionEnding): void;
  /** Hears every ending, from this instance and (with Redis) from the others. */
  subscribe(listener: SessionEndingListener): void;
}

/** Listeners of one process, each called on its own, so one that throws cannot silence the rest. */
export class EndingListeners {
  readonly #listeners: SessionEndingListener[] = [];
  readonly #onFailure: (error: unknown) => void;

  constructor(onFailure: (error: unknown) => void) {
    this.#onFailure = onFailure;
  }

  add(listener: SessionEndingListener): void {
    this.#listeners.push(listener);
  }

  tell(ending: SessionEnding): void {
    for (const listener of this.#listeners) {
      try {
        listener(ending);
      } catch (error) {
        this.#onFailure(error);
      }
    }
  }
}

/** Without Redis: endings reach this process's listeners only (other instances wait out the
 * 4 s of decision 020). */
export function createLocalSessionEndings(onFailure: (error: unknown) => void): SessionEndings {
  const listeners = new EndingListeners(onFailure);
  return {
    publish: (ending) => listeners.tell(ending),
    subscribe: (listener) => listeners.add(listener),
  };
}
