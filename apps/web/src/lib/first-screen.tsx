// The first screen the server painted (decision 059). The server cannot read the browser's
// storage, so it paints from hints the browser left in a cookie (signed in, monitoring on), and
// it paints no customer data. While its HTML is rendered on the server and hydrated in the
// browser, the components that read storage or customer data render what the server rendered;
// once hydrated, they render what the browser knows, in a transition (interruptible, so the
// switch is no long task). Outside that moment — a page rendered by the browser alone, every
// later render — there is no first screen and nothing changes.
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/** What the server knew when it painted: the cookie's hints. */
export interface FirstScreenView {
  signedIn: boolean;
  /** The monitoring-enabled flag (spec §4) as the browser last had it. */
  monitoring: boolean;
}

const FirstScreenContext = createContext<FirstScreenView | undefined>(undefined);

/** The server's view while its first screen is being rendered or hydrated; else undefined. */
export function useFirstScreen(): FirstScreenView | undefined {
  return useContext(FirstScreenContext);
}

export function FirstScreenProvider({
  view,
  onLive,
  children,
}: {
  /** The server's view, while rendering or hydrating its HTML; undefined for a browser render. */
  view: FirstScreenView | undefined;
  /** Called once the hydrated screen renders what the browser knows. */
  onLive?: () => void;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(view);
  useEffect(() => {
    if (current) startTransition(() => setCurrent(undefined));
    else if (view) onLive?.();
  }, [current, view, onLive]);
  return <FirstScreenContext.Provider value={current}>{children}</FirstScreenContext.Provider>;
}
