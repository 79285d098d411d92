// Chart text is drawn on a canvas, which takes a CSS font shorthand or nothing: a shorthand it
// cannot read (a family of 'inherit') leaves every tick and legend at the canvas's own 10 px.
import { toFont } from 'chart.js/helpers';
import { describe, expect, it } from 'vitest';
import { Chart } from './chart-setup';

describe('chart text', () => {
  it('writes ticks and legends at 14 px in a font shorthand that parses', () => {
    const font = toFont(Chart.defaults.font);
    expect(font.size).toBe(14);
    const probe = document.createElement('span');
    probe.style.font = font.string;
    expect(probe.style.fontSize).toBe('14px');
    expect(probe.style.fontFamily).not.toBe('');
  });
});
