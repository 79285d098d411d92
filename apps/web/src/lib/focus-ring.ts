// The keyboard focus ring of every focusable element (decision 014). Two tones: an outer band in
// the tenant's primary colour, darkened until it has 4.5:1 on white (so at least 3:1 on every
// light surface and tint the portal paints), and an inner white band between the element and the
// ring, so that the ring still stands out where it meets a dark or coloured surface. A lime green
// primary (the demo tenant) becomes a dark olive ring; a dark blue primary stays as it is.
import { type CSSObject, darken, getContrastRatio } from '@mui/material/styles';

export const FOCUS_RING_WIDTH_PX = 2;
export const FOCUS_RING_HALO = '#ffffff';
/** 4.5:1 on white leaves room for the tinted surfaces (a 20 % primary tint) to stay above 3:1. */
const RING_CONTRAST_ON_WHITE = 4.5;

/** The tenant's primary colour darkened in 5 % steps until it reads on white. */
export function focusRingColour(primary: string): string {
  for (let step = 0; step <= 20; step += 1) {
    const colour = darken(primary, step * 0.05);
    if (getContrastRatio(colour, FOCUS_RING_HALO) >= RING_CONTRAST_ON_WHITE) return colour;
  }
  return '#000000';
}

/** The ring around the element: white band first, the coloured band outside it. */
function ringOutside(ring: string): CSSObject {
  return {
    outline: `${FOCUS_RING_WIDTH_PX}px solid ${ring}`,
    outlineOffset: FOCUS_RING_WIDTH_PX,
    boxShadow: `0 0 0 ${FOCUS_RING_WIDTH_PX}px ${FOCUS_RING_HALO}`,
  };
}

/** The ring drawn inside the element's edge, where a parent would clip a ring outside it. */
function ringInside(ring: string): CSSObject {
  return {
    outline: `${FOCUS_RING_WIDTH_PX}px solid ${ring}`,
    outlineOffset: -2 * FOCUS_RING_WIDTH_PX,
    boxShadow: `inset 0 0 0 ${FOCUS_RING_WIDTH_PX}px ${FOCUS_RING_HALO}`,
  };
}

/**
 * Global styles for CssBaseline. `:root body` lifts the rules above MUI's component styles, which
 * remove the outline (`outline: 0` on every ButtonBase) or set a focus shadow of their own with a
 * class pair such as `.Mui-focusVisible` on the component class: the ring must win everywhere.
 * `.Mui-focusVisible` is MUI's own keyboard-focus marker (checkboxes and switches hide the real
 * input and mark the visible box instead).
 */
export function focusRingStyles(ring: string): Record<string, CSSObject> {
  return {
    ':root body :is(:focus-visible, .Mui-focusVisible)': ringOutside(ring),
    // A text field's visible box is its root, not the bare input inside it.
    ':root body .MuiInputBase-input:focus-visible': { outline: 'none', boxShadow: 'none' },
    ':root body .MuiInputBase-root:has(.MuiInputBase-input:focus-visible)': ringOutside(ring),
    // Cards, lists and menus clip their content to their rounded corners or scroll it: the ring
    // of a row or action area goes inside its edge, where no parent cuts it off.
    ':root body :is(.MuiCardActionArea-root, .MuiListItemButton-root, .MuiMenuItem-root):is(:focus-visible, .Mui-focusVisible)':
      ringInside(ring),
    // The main area takes focus when a navigation removed the focused element (focus-keeper.tsx):
    // it spans the page, so its ring goes inside the edge too.
    ':root body main:focus-visible': ringInside(ring),
  };
}
