import { describe, expect, it } from 'vitest';
import { SCORE_VALUES, scoresToSend, unanswered } from './survey-scores';

describe('survey scores', () => {
  it('scores from 1 to 5', () => {
    expect(SCORE_VALUES).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the questions without a valid score, in order', () => {
    expect(unanswered(['a', 'b', 'c'], { b: 3 })).toEqual(['a', 'c']);
    expect(unanswered(['a', 'b'], { a: 0, b: 6 })).toEqual(['a', 'b']);
    expect(unanswered(['a'], { a: 5 })).toEqual([]);
  });

  it('sends only the tenant’s questions', () => {
    expect(scoresToSend(['a', 'b'], { a: 4, b: 2, old: 1 })).toEqual({ a: 4, b: 2 });
  });
});
