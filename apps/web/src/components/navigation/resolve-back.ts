// Where the top bar's back button goes (spec §2): a remembered back path, a callback, a target,
// a resource route — or, when the page names none, the return target found in the route history
// (browser back when that is simply the previous page), else the fallback page.
import { findReturnTarget, type HistoryEntry } from '../../lib/route-history';
import type { BackOptions } from './top-bar-types';

export type BackAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'callback'; run: () => void }
  | { kind: 'history-back' };

export function resolveBack(
  options: BackOptions,
  history: readonly HistoryEntry[],
  fallback: string,
): BackAction {
  if (options.rememberedPath) return { kind: 'navigate', to: options.rememberedPath };
  if (options.onBack) return { kind: 'callback', run: options.onBack };
  if (options.target) return { kind: 'navigate', to: options.target };
  if (options.resourceRoute) return { kind: 'navigate', to: options.resourceRoute };
  const target = findReturnTarget(history);
  if (!target) return { kind: 'navigate', to: fallback };
  return target === history.at(-2)
    ? { kind: 'history-back' }
    : { kind: 'navigate', to: target.fullPath };
}
