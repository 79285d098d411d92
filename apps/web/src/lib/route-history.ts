// Route history for returning (spec §2), kept in session storage under `history` with a one-day
// expiry (spec §3). The rules are pure functions; `recordVisit` applies them to the stored list.
import {
  HISTORY_STOP_LIST,
  ROUTE_HISTORY_LIFETIME_MS,
  SESSION_HISTORY_KEY,
} from '@portal/domain/constants';
import { z } from 'zod/mini';
import { sessionStore } from './storage';

export interface HistoryEntry {
  /** Path, query and hash, as navigated to. */
  fullPath: string;
}

const historySchema = z.array(z.object({ fullPath: z.string() }));

/** The list is bounded (the spec gives no size) so that session storage cannot fill up. */
export const HISTORY_MAX_ENTRIES = 50;

export function pathnameOf(fullPath: string): string {
  return fullPath.split(/[?#]/, 1)[0] || '/';
}

/**
 * Visiting the second-to-last entry removes the last (a back move); otherwise the visit is added
 * when its fullPath differs from the last entry's.
 */
export function nextHistory(entries: readonly HistoryEntry[], fullPath: string): HistoryEntry[] {
  const last = entries.at(-1);
  if (entries.length >= 2 && entries.at(-2)?.fullPath === fullPath) return entries.slice(0, -1);
  if (last?.fullPath === fullPath) return [...entries];
  return [...entries, { fullPath }].slice(-HISTORY_MAX_ENTRIES);
}

/**
 * Sections without a page of their own (there is no /monitoring page, only /monitoring/feed and
 * its siblings) stop the search at any page directly inside them.
 */
const SECTION_STOPS: readonly string[] = ['/monitoring'];

export function isStopPath(pathname: string): boolean {
  return HISTORY_STOP_LIST.some(
    (stop) =>
      pathname === stop || (SECTION_STOPS.includes(stop) && pathname.startsWith(`${stop}/`)),
  );
}

/**
 * Looks back from the entry before the last (the last is the current page) for a return target:
 * the nearest entry that `accept`s, but never past a stop path, which is itself the target when
 * reached. Undefined when the history holds nothing to return to.
 */
export function findReturnTarget(
  entries: readonly HistoryEntry[],
  accept: (entry: HistoryEntry) => boolean = (entry) =>
    pathnameOf(entry.fullPath) !== pathnameOf(entries.at(-1)?.fullPath ?? ''),
): HistoryEntry | undefined {
  for (let index = entries.length - 2; index >= 0; index -= 1) {
    const entry = entries[index];
    if (!entry) continue;
    if (accept(entry) || isStopPath(pathnameOf(entry.fullPath))) return entry;
  }
  return undefined;
}

export function readHistory(): HistoryEntry[] {
  return sessionStore.read(SESSION_HISTORY_KEY, historySchema) ?? [];
}

/** Applies a visit to the stored history; each write renews the one-day lifetime. */
export function recordVisit(fullPath: string): HistoryEntry[] {
  const next = nextHistory(readHistory(), fullPath);
  sessionStore.write(SESSION_HISTORY_KEY, next, ROUTE_HISTORY_LIFETIME_MS);
  return next;
}
