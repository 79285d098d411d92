import { HISTORY_STOP_LIST, ROUTE_HISTORY_LIFETIME_MS } from '@portal/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findReturnTarget,
  HISTORY_MAX_ENTRIES,
  type HistoryEntry,
  isStopPath,
  nextHistory,
  readHistory,
  recordVisit,
} from './route-history';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T10:00:00.000Z').getTime();
const entries = (...paths: string[]): HistoryEntry[] => paths.map((fullPath) => ({ fullPath }));

describe('route history rules', () => {
  it('adds a visit whose fullPath differs from the last entry', () => {
    expect(nextHistory([], '/installations')).toEqual(entries('/installations'));
    expect(nextHistory(entries('/installations'), '/installations/0')).toEqual(
      entries('/installations', '/installations/0'),
    );
    // The query is part of fullPath.
    expect(nextHistory(entries('/support'), '/support?tab=closed')).toEqual(
      entries('/support', '/support?tab=closed'),
    );
  });

  it('does not add the same fullPath twice in a row', () => {
    expect(nextHistory(entries('/a', '/b'), '/b')).toEqual(entries('/a', '/b'));
  });

  it('treats a visit to the second-to-last entry as a back move and removes the last', () => {
    expect(nextHistory(entries('/installations', '/installations/0'), '/installations')).toEqual(
      entries('/installations'),
    );
    expect(nextHistory(entries('/a', '/b', '/c'), '/b')).toEqual(entries('/a', '/b'));
  });

  it('adds a visit to an older entry as a new one', () => {
    expect(nextHistory(entries('/a', '/b', '/c'), '/a')).toEqual(entries('/a', '/b', '/c', '/a'));
  });

  it('keeps at most the newest entries', () => {
    let list: HistoryEntry[] = [];
    for (let index = 0; index < HISTORY_MAX_ENTRIES + 5; index += 1) {
      list = nextHistory(list, `/page/${index}`);
    }
    expect(list).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(list[0]).toEqual({ fullPath: '/page/5' });
  });
});

describe('return target search', () => {
  it('stops at each path of the stop list', () => {
    expect(HISTORY_STOP_LIST).toEqual([
      '/installations',
      '/dashboard',
      '/login',
      '/aftersale',
      '/support',
      '/register',
      '/monitoring',
    ]);
    for (const stop of HISTORY_STOP_LIST) expect(isStopPath(stop)).toBe(true);
    expect(isStopPath('/monitoring/feed')).toBe(true);
    expect(isStopPath('/installations/3')).toBe(false);
    expect(isStopPath('/support/12')).toBe(false);
    expect(isStopPath('/loyalty')).toBe(false);
  });

  it('returns the nearest earlier page by default', () => {
    const list = entries('/installations', '/installations/0', '/installations/offerdetail/7_1');
    expect(findReturnTarget(list)).toEqual({ fullPath: '/installations/0' });
  });

  it('never searches past a stop path', () => {
    const list = entries(
      '/loyalty',
      '/installations',
      '/installations/0',
      '/installations/orderdetail/4',
    );
    const onlyLoyalty = (entry: HistoryEntry) => entry.fullPath === '/loyalty';
    expect(findReturnTarget(list, onlyLoyalty)).toEqual({ fullPath: '/installations' });
  });

  it('skips entries of the current page', () => {
    const list = entries('/support', '/support/4', '/support/4?tab=files', '/support/4#reply');
    expect(findReturnTarget(list)).toEqual({ fullPath: '/support' });
  });

  it('finds nothing in a history of one page', () => {
    expect(findReturnTarget(entries('/installations/0'))).toBeUndefined();
    expect(findReturnTarget([])).toBeUndefined();
  });
});

describe('stored route history', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('lives in session storage under "history" for one day', () => {
    expect(ROUTE_HISTORY_LIFETIME_MS).toBe(DAY_MS);
    recordVisit('/installations');
    recordVisit('/installations/0?tab=documents');
    expect(JSON.parse(sessionStorage.getItem('history') ?? '')).toEqual({
      expiry: NOW + DAY_MS,
      payload: entries('/installations', '/installations/0?tab=documents'),
    });
    vi.setSystemTime(NOW + DAY_MS - 1);
    expect(readHistory()).toHaveLength(2);
    vi.setSystemTime(NOW + DAY_MS);
    expect(readHistory()).toEqual([]);
    expect(sessionStorage.getItem('history')).toBeNull();
  });

  it('renews the lifetime on every visit', () => {
    recordVisit('/a');
    vi.setSystemTime(NOW + DAY_MS - 1000);
    recordVisit('/b');
    vi.setSystemTime(NOW + DAY_MS + 1000);
    expect(readHistory()).toEqual(entries('/a', '/b'));
  });

  it('applies the back-move rule to the stored list', () => {
    recordVisit('/installations');
    recordVisit('/installations/0');
    expect(recordVisit('/installations')).toEqual(entries('/installations'));
    expect(readHistory()).toEqual(entries('/installations'));
  });
});
