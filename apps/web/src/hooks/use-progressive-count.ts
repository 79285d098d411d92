// A list rendered in two steps (decision 027): the items that fill a first screen in the page's
// first render, the rest in a task of its own once that render is on the screen. On a slow phone
// one render of every card of a long list is a long task that holds input and the first paint;
// two shorter ones do not, and what the customer sees first comes first.
import { startTransition, useEffect, useState } from 'react';

export function useProgressiveCount(total: number, firstScreen: number): number {
  const [all, setAll] = useState(total <= firstScreen);
  useEffect(() => {
    if (all) return;
    // Effects run after the render was committed; the timer puts the rest in a later task.
    // A transition: React renders the rest in slices, yielding to the browser between them.
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all]);
  return all ? total : Math.min(total, firstScreen);
}
