// The focus ring colour reads on every light surface for any tenant colour, and the base styles put
// the ring on every keyboard-focused element above MUI's own outline removal.
import { getContrastRatio, hexToRgb } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import baseCss from '../ui/base.css?raw';
import { brandVariables } from './brand';
import { FOCUS_RING_HALO, focusRingColour } from './focus-ring';

const lightSurfaces = ['#ffffff', '#f6f7f9', '#f5f5f5'];

/** `colour` painted at `opacity` over white, as the browser composes it. */
function tintOnWhite(colour: string, opacity: number): string {
  const channels = hexToRgb(colour).match(/\d+/g)?.map(Number) ?? [];
  const mixed = channels.map((channel) => Math.round(255 + (channel - 255) * opacity));
  return `rgb(${mixed.join(', ')})`;
}

describe('focus ring', () => {
  it.each([
    ['#8bc34a'], // the demo tenant's lime green
    ['#1a3a6b'], // helios' dark blue
    ['#ffeb3b'], // a yellow
    ['#ffffff'], // a tenant that chose white
    ['#f28c28'], // an orange
  ])('derives a ring from %s with 3:1 or more on every light surface and tint', (primary) => {
    const ring = focusRingColour(primary);
    expect(getContrastRatio(ring, FOCUS_RING_HALO)).toBeGreaterThanOrEqual(4.5);
    for (const surface of lightSurfaces) {
      expect(getContrastRatio(ring, surface), surface).toBeGreaterThanOrEqual(3);
    }
    // The selected side-bar entry: a 20 % primary tint on white.
    const tint = tintOnWhite(primary, 0.2);
    expect(getContrastRatio(ring, tint)).toBeGreaterThanOrEqual(3);
  });

  it('keeps a primary colour that already reads on white', () => {
    expect(focusRingColour('#1a3a6b')).toBe('rgb(26, 58, 107)');
  });

  it('darkens the lime green of the demo tenant', () => {
    const ring = focusRingColour('#8bc34a');
    expect(getContrastRatio('#8bc34a', '#ffffff')).toBeLessThan(3);
    expect(ring).not.toBe('rgb(139, 195, 74)');
  });

  it('outranks the outline: 0 of MUI components and draws a two-tone ring of 2 px', () => {
    const rule = /:root body :is\(:focus-visible, \.Mui-focusVisible\) \{([^}]*)\}/.exec(
      baseCss,
    )?.[1];
    expect(rule).toContain('outline: 2px solid var(--focus-ring);');
    expect(rule).toContain('outline-offset: 2px;');
    expect(rule).toContain('box-shadow: 0 0 0 2px var(--focus-halo);');
    expect(baseCss).toContain(`--focus-halo: ${FOCUS_RING_HALO};`);
  });

  it("is every tenant's ring colour, and the spec's default theme's before the configuration", () => {
    expect(brandVariables({ primary: '#8bc34a', secondary: '#2e5e1e' })['--focus-ring']).toBe(
      focusRingColour('#8bc34a'),
    );
    expect(baseCss).toContain(`--focus-ring: ${focusRingColour('#7cb342')};`);
  });
});
