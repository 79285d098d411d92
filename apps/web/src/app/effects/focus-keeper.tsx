// Keyboard focus across pages: when a navigation removes the element that had focus (the back
// button of a page that has none, a link inside the page left), focus would fall back to the
// document, and the next Tab would start again at the top bar. It goes to the main area instead,
// where the new page begins; a screen reader then reads on from there. Focus that survived the
// navigation (a navigation entry, the top bar's back button) stays where it is. Renders nothing.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

export function FocusKeeper() {
  const { key } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (its key)
  useLayoutEffect(() => {
    // The first page keeps the browser's own start (and the skip link as first stop).
    if (first.current) {
      first.current = false;
      return;
    }
    if (!focusIsLost()) return;
    const main = document.getElementById('main');
    if (!main) return;
    main.tabIndex = -1;
    main.focus({ preventScroll: true });
  }, [key]);

  return null;
}
