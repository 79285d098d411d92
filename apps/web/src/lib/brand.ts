// The tenant's colours (spec §9) as the page's CSS variables (decision 026): the app shell and the
// first page are styled by static CSS (ui/), which reads them, and MUI's theme, which the other
// pages load with their code (components/mui-theme-scope.tsx), is built from the same colours.
import { useSyncExternalStore } from 'react';
import { contrastRatio, withAlpha } from './colour';
import { focusRingColour } from './focus-ring';

export interface BrandColours {
  primary: string;
  secondary: string;
}

/** The text on a primary surface: white where it reads (4.5:1), else near-black (MUI's rule). */
export const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';
const CONTRAST_THRESHOLD = 4.5;

export function textOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= CONTRAST_THRESHOLD ? '#ffffff' : DARK_TEXT;
}

/** The CSS variables ui/base.css declares, for these colours. */
export function brandVariables({ primary }: BrandColours): Record<string, string> {
  return {
    '--brand': primary,
    '--on-brand': textOn(primary),
    '--brand-tint-16': withAlpha(primary, 0.16),
    '--brand-tint-20': withAlpha(primary, 0.2),
    '--brand-tint-30': withAlpha(primary, 0.3),
    '--focus-ring': focusRingColour(primary),
  };
}

let current: BrandColours = { primary: '#7cb342', secondary: '#1b5e20' };
const listeners = new Set<() => void>();

/** Paints the page in the tenant's colours (CSS variables, the browser's theme colour). */
export function applyBrand(colours: BrandColours): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(brandVariables(colours))) {
    root.style.setProperty(name, value);
  }
  // The browser chrome (address bar, installed app title bar) follows the tenant too.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colours.primary);
  if (colours.primary === current.primary && colours.secondary === current.secondary) return;
  current = { ...colours };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The colours last applied. */
export function useBrandColours(): BrandColours {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
