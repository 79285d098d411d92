// The portal's colour helpers give MUI's results (MUI is the oracle here: its theme, which the
// other pages use, must agree with the static CSS of the first page on every tenant colour).
import { alpha, getContrastRatio, getLuminance, darken as muiDarken } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { textOn } from './brand';
import { contrastRatio, darken, luminance, parseColour, withAlpha } from './colour';

const colours = ['#7cb342', '#1a3a6b', '#ffeb3b', '#ffffff', '#000', '#f28c28', 'rgb(12, 200, 99)'];

describe('colour helpers', () => {
  it.each(colours)('match MUI for %s', (colour) => {
    expect(luminance(colour)).toBe(getLuminance(colour));
    expect(contrastRatio(colour, '#ffffff')).toBeCloseTo(getContrastRatio(colour, '#ffffff'), 10);
    expect(contrastRatio(colour, '#f6f7f9')).toBeCloseTo(getContrastRatio(colour, '#f6f7f9'), 10);
    for (const amount of [0, 0.05, 0.35, 1]) {
      expect(parseColour(darken(colour, amount))).toEqual(parseColour(muiDarken(colour, amount)));
    }
    expect(parseColour(withAlpha(colour, 0.2))).toEqual(parseColour(alpha(colour, 0.2)));
  });

  it('picks the button text as MUI does with contrastThreshold 4.5', () => {
    expect(textOn('#1a3a6b')).toBe('#ffffff');
    expect(textOn('#7cb342')).toBe('rgba(0, 0, 0, 0.87)');
    expect(textOn('#ffeb3b')).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('reads short hex, rgb and rgba, and takes anything else as black', () => {
    expect(parseColour('#abc')).toEqual([170, 187, 204, 1]);
    expect(parseColour('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3, 0.5]);
    expect(parseColour('tomato')).toEqual([0, 0, 0, 1]);
  });
});
