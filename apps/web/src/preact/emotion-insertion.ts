// Emotion's choice of when to write a component's styles, for the Preact build (decision 017).
// On React 18+ emotion writes them in `useInsertionEffect`, which React runs before the DOM
// changes. Preact has no such phase (its `useInsertionEffect` is a layout effect, after the
// DOM changes): an element could get its class before its rule exists, and a style read in
// between starts a CSS transition from the unstyled look (a button fading in from transparent).
// So styles are written while rendering, as emotion does on React 17; global styles keep the
// layout effect, as emotion's own fallback does.
import { useLayoutEffect } from 'preact/hooks';

export function useInsertionEffectAlwaysWithSyncFallback<T>(create: () => T): T {
  return create();
}

export const useInsertionEffectWithLayoutFallback = useLayoutEffect;
