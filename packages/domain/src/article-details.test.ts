import { describe, expect, it } from 'vitest';
import { detailFlag, detailNumber } from './article-details.ts';
import { makeArticle } from './installation-fixture.ts';

const withValue = (value: number | string | boolean) =>
  makeArticle({
    details: { maxPower: { value, suffix: 'kW' }, batteryModuleBase: { value, suffix: '' } },
  });

describe('detailNumber', () => {
  it.each([
    [5, 5],
    [5.12, 5.12],
    ['5.12', 5.12],
    ['5,12', 5.12],
    [' 7 ', 7],
    ['-2', -2],
  ])('reads %j as %s', (value, expected) => {
    expect(detailNumber(withValue(value), 'maxPower')).toBe(expected);
  });

  it.each([['abc'], [''], ['5 kW'], ['1.2.3'], [true], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'reads %j as absent',
    (value) => {
      expect(detailNumber(withValue(value), 'maxPower')).toBeNull();
    },
  );

  it('is null for a missing detail', () => {
    expect(detailNumber(makeArticle(), 'storedEnergy')).toBeNull();
  });
});

describe('detailFlag', () => {
  it.each([
    [true, true],
    [1, true],
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    [false, false],
    [0, false],
    [2, false],
    ['false', false],
    ['', false],
  ])('reads %j as %s', (value, expected) => {
    expect(detailFlag(withValue(value), 'batteryModuleBase')).toBe(expected);
  });

  it('is false for a missing detail', () => {
    expect(detailFlag(makeArticle(), 'batteryModuleBase')).toBe(false);
  });
});
