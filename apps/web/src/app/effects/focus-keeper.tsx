// Keyboard focus across pages: when a navigation removes the element that had focus (the back
// button of a page that has none, a link inside the page left), focus would fall back to the
// document. It goes to the new page's title instead (the top bar's h1, made focusable for the
// purpose), so a screen reader announces the page and the next Tab goes on from there; where the
// title is only for screen readers (a phone's home view shows the logo), to the main area. Focus
// that survived the navigation (a navigation entry, the top bar's back button) stays where it is.
// Renders nothing.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** The page title, unless it is visually hidden (a 1 px box): a ring around it would not show. */
function visibleTitle(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('h1')].find((heading) => {
    const box = heading.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  });
}

/** Moves a lost focus to the page title, else the main area. */
function keepFocus(): void {
  if (!focusIsLost()) return;
  const target = visibleTitle() ?? document.getElementById('main');
  if (!target) return;
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/** Marks on <html> whether the last input was a key or a pointer (base.css reads it). */
function followInputKind(): () => void {
  const root = document.documentElement;
  const keyboard = (event: KeyboardEvent) => {
    if (event.key === 'Tab' || event.key === 'Enter' || event.key === ' ') {
      root.dataset.input = 'keyboard';
    }
  };
  const pointer = () => {
    root.dataset.input = 'pointer';
  };
  document.addEventListener('keydown', keyboard, true);
  document.addEventListener('pointerdown', pointer, true);
  return () => {
    document.removeEventListener('keydown', keyboard, true);
    document.removeEventListener('pointerdown', pointer, true);
  };
}

export function FocusKeeper() {
  const { key } = useLocation();
  const first = useRef(true);

  useEffect(followInputKind, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (its key)
  useLayoutEffect(() => {
    // The first page keeps the browser's own start (and the skip link as first stop).
    if (first.current) {
      first.current = false;
      return;
    }
    keepFocus();
  }, [key]);

  return null;
}
