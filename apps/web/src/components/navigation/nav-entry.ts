// One navigation destination, already translated, as the side bar and bottom bar render it.
import type { ReactElement } from 'react';

export interface NavEntry {
  key: string;
  to: string;
  label: string;
  icon: ReactElement;
  /** Shows a dot badge (unseen notifications); `badgeLabel` tells screen readers why. */
  badge?: boolean;
  badgeLabel?: string;
}

/** A destination is current on its own path and on any page below it. */
export function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
