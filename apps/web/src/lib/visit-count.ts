// How many visits (browser sessions) this browser made to the portal, for the install dialog's
// moment (decision 045). Counted by main.ts at the very start, so every page, whichever it is,
// knows its visit before it renders. Plain local storage (no expiry), and a session-storage mark
// so that reloads and navigation within a session do not count again. Free of imports: it is part
// of the entry.

export const VISIT_COUNT_KEY = 'visitCount';
const VISIT_COUNTED_KEY = 'visitCounted';

/** The visits counted so far, this one included. */
export function visitsSoFar(): number {
  try {
    return Number(localStorage.getItem(VISIT_COUNT_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Counts this visit once per browser session and answers the count. */
export function countVisit(): number {
  try {
    const previous = visitsSoFar();
    if (sessionStorage.getItem(VISIT_COUNTED_KEY) !== null) return previous;
    sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    localStorage.setItem(VISIT_COUNT_KEY, String(previous + 1));
    return previous + 1;
  } catch {
    // No storage: every visit looks like the first, so the dialog never nags.
    return 1;
  }
}
