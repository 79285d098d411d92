// The meta of the deepest matched route (the page being shown).
import { useMatches } from 'react-router';
import { isRouteMeta, type RouteMeta } from '../guards/route-meta';

export function useCurrentMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
