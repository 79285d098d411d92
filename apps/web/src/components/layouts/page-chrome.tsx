// Lets a page fill the top bar (title, back behaviour, actions) that its layout renders above it.
// The layout owns the state; the page declares its chrome with usePageChrome while mounted.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { PageChrome } from '../navigation/top-bar-types';

const ChromeSetter = createContext<((chrome: PageChrome) => void) | null>(null);

export function PageChromeProvider({
  children,
  resetKey,
}: {
  children: (chrome: PageChrome) => ReactNode;
  /** A new page (location key) starts with empty chrome. */
  resetKey: string;
}) {
  const [state, setState] = useState<{ key: string; chrome: PageChrome }>({
    key: resetKey,
    chrome: {},
  });
  const chrome = state.key === resetKey ? state.chrome : {};
  const setter = useMemo(
    () => (next: PageChrome) => setState({ key: resetKey, chrome: next }),
    [resetKey],
  );
  return <ChromeSetter.Provider value={setter}>{children(chrome)}</ChromeSetter.Provider>;
}

/** Declares the page's top bar content; pass a memoised object to avoid needless updates. */
export function usePageChrome(chrome: PageChrome): void {
  const setChrome = useContext(ChromeSetter);
  useEffect(() => {
    setChrome?.(chrome);
  }, [setChrome, chrome]);
}
