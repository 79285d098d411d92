// Whether a CSS media query matches, kept up to date (the shell's breakpoint without MUI's
// `useMediaQuery`, decision 026). Read at once on the first render, as MUI's `noSsr` did, so the
// first page renders for the right width straight away.
import { useCallback, useSyncExternalStore } from 'react';

/** Below MUI's `md` breakpoint (900 px), as `theme.breakpoints.down('md')` writes it. */
export const MOBILE_QUERY = '(max-width: 899.95px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
