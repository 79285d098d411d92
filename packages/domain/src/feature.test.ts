import { describe, expect, it } from 'vitest';
import { Feature, hasFeature } from './feature.ts';

describe('hasFeature', () => {
  it('checks the exact feature name', () => {
    expect(hasFeature(['survey', 'loyalty'], Feature.Survey)).toBe(true);
    expect(hasFeature(['survey', 'loyalty'], Feature.Monitoring)).toBe(false);
    expect(hasFeature(['Survey'], Feature.Survey)).toBe(false);
    expect(hasFeature([], Feature.Support)).toBe(false);
  });

  it('uses the spec feature names', () => {
    expect(Object.values(Feature)).toEqual(['support', 'survey', 'loyalty', 'monitoring']);
  });
});
