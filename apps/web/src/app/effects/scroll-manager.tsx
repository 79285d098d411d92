// Scrolling between pages (spec §2): a new navigation starts at the top, a hash target scrolls
// smoothly into view offset by the main area's top padding (the fixed top bar), and a back or
// forward move restores the position the page had. Positions are remembered per history entry.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

function mainTopPadding(): number {
  const main = document.querySelector('main');
  return main ? Number.parseFloat(getComputedStyle(main).paddingTop) || 0 : 0;
}

export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - mainTopPadding();
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const firstPage = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    // The page the app opens on is where the browser put it (the top, or where it was before a
    // reload). Scrolling there anyway forced a layout in the middle of the first render, about
    // 20 ms of the first page's main thread here (decision 026).
    const opening = firstPage.current;
    firstPage.current = false;
    if (opening && !location.hash) return;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo({ top: saved });
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    window.scrollTo({ top: 0 });
  }, [location.key, location.hash, navigationType]);

  return null;
}
