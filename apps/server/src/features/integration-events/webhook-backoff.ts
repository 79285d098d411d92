// When a refused webhook is tried again (decision 055): 30 s after the first attempt, doubling up
// to six hours, each delay drawn between 75 % and 100 % of its step (full jitter would let a
// crowd of events refused at the same moment come back together anyway; this spreads them and
// keeps the schedule's length). An event is given up only after an attempt that failed at least
// three days after its first: about 20 attempts.
const SECOND = 1000;
const HOUR = 3600 * SECOND;

export const FIRST_RETRY_MS = 30 * SECOND;
export const MAX_RETRY_MS = 6 * HOUR;
export const GIVE_UP_AFTER_MS = 72 * HOUR;

/** The wait after the `attempts`-th failed attempt; `random` in [0, 1). */
export function retryDelayMs(attempts: number, random: number): number {
  const step = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(step * (0.75 + 0.25 * random));
}

/** Whether a failed attempt at `now` ends the tries of an event first tried at `firstAttemptAt`. */
export function givesUp(firstAttemptAt: Date, now: Date): boolean {
  return now.getTime() - firstAttemptAt.getTime() >= GIVE_UP_AFTER_MS;
}
