// What the build gives every `import … from 'react'` (decision 017): Preact's React layer, plus
// the one React 19 hook it lacks that a library on the first page imports. JavaScript, not
// TypeScript: Preact types its layer as `export =`, which TypeScript cannot re-export with
// `export *`; code that imports 'react' is typed by React's own types, this file only runs.
//
// react-router's RouterProvider calls `useOptimistic` and only sets an optimistic state inside a
// transition when asked for `useTransitions`, which the portal does not ask for; Preact's
// transitions are synchronous anyway, so an optimistic state would be replaced before it could be
// shown. The passthrough value is therefore the state, as React shows it outside a transition.
import { useCallback } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * @template State, Action
 * @param {State} passthrough
 * @returns {[State, (action: Action) => void]}
 */
export function useOptimistic(passthrough) {
  const setOptimistic = useCallback(() => undefined, []);
  return [passthrough, setOptimistic];
}
