// Pull to refresh on touch screens: pulling down by PULL_DISTANCE px while the page is scrolled to
// the top calls `onRefresh` when the finger lifts. Returns how far the pull has gone (0..1) so a
// page can show it.
import { useEffect, useRef, useState } from 'react';

const PULL_DISTANCE = 80;

export function usePullToRefresh(onRefresh: () => void, enabled = true): number {
  const [progress, setProgress] = useState(0);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let pulled = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = window.scrollY <= 0 && touch ? touch.clientY : null;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      pulled = Math.max(0, touch.clientY - startY);
      setProgress(Math.min(1, pulled / PULL_DISTANCE));
    };
    const onEnd = () => {
      if (startY !== null && pulled >= PULL_DISTANCE) refresh.current();
      startY = null;
      pulled = 0;
      setProgress(0);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  return progress;
}
