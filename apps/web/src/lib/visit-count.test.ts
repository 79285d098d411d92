import { afterEach, describe, expect, it } from 'vitest';
import { countVisit, visitsSoFar } from './visit-count';

describe('visit count', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('counts a visit once per browser session', () => {
    expect(visitsSoFar()).toBe(0);
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1);
    sessionStorage.clear();
    expect(countVisit()).toBe(2);
    expect(visitsSoFar()).toBe(2);
  });
});
