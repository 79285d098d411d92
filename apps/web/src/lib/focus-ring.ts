// The keyboard focus ring of every focusable element (decisions 014 and 026). Two tones: an outer
// band in the tenant's primary colour, darkened until it has 4.5:1 on white (so at least 3:1 on
// every light surface and tint the portal paints), and an inner white band between the element and
// the ring, so that the ring still stands out where it meets a dark or coloured surface. A lime
// green primary (the demo tenant) becomes a dark olive ring; a dark blue primary stays as it is.
// The ring itself is drawn by ui/base.css in this colour (`--focus-ring`), on MUI's components too.
import { contrastRatio, darken } from './colour';

export const FOCUS_RING_WIDTH_PX = 2;
export const FOCUS_RING_HALO = '#ffffff';
/** 4.5:1 on white leaves room for the tinted surfaces (a 20 % primary tint) to stay above 3:1. */
const RING_CONTRAST_ON_WHITE = 4.5;

/** The tenant's primary colour darkened in 5 % steps until it reads on white. */
export function focusRingColour(primary: string): string {
  for (let step = 0; step <= 20; step += 1) {
    const colour = darken(primary, step * 0.05);
    if (contrastRatio(colour, FOCUS_RING_HALO) >= RING_CONTRAST_ON_WHITE) return colour;
  }
  return '#000000';
}
