// What a page can put into the top bar (spec §2): how the back button returns, a title that
// replaces the route's title, and right-side actions.
import type { ReactNode } from 'react';

/** Back button sources, tried in the spec's order; history back when none applies. */
export interface BackOptions {
  /** A remembered back path, e.g. the start of a flow the page belongs to. */
  rememberedPath?: string;
  /** A callback that handles going back itself (closing a step, a dialog...). */
  onBack?: () => void;
  /** An explicit target. */
  target?: string;
  /** The resource route the page belongs to (an installation for its offer, ...). */
  resourceRoute?: string;
}

export type TopBarAction =
  | { kind: 'download'; onClick: () => void }
  | { kind: 'share-download'; onClick: () => void }
  | { kind: 'options-close'; onClick: () => void }
  | { kind: 'loyalty' }
  | { kind: 'device-selector'; element: ReactNode }
  | { kind: 'home' };

export interface PageChrome {
  title?: string;
  back?: BackOptions | false;
  actions?: readonly TopBarAction[];
}
