import { describe, expect, it } from 'vitest';
import { photoShares } from './photo-progress';

describe('photo shares', () => {
  it('fills the photos one after the other', () => {
    expect(photoShares([100, 300], 0, 400)).toEqual([0, 0]);
    expect(photoShares([100, 300], 50, 400)).toEqual([0.5, 0]);
    expect(photoShares([100, 300], 250, 400)).toEqual([1, 0.5]);
    expect(photoShares([100, 300], 400, 400)).toEqual([1, 1]);
  });

  it('scales the body (with its framing) to the photos and never goes past whole', () => {
    expect(photoShares([100, 100], 220, 220)).toEqual([1, 1]);
    expect(photoShares([100, 100], 500, 220)).toEqual([1, 1]);
    expect(photoShares([100, 100], 110, 220)).toEqual([1, 0]);
  });
});
