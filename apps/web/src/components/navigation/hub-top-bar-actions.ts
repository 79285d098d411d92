// The top bar of a hub page outside the app layout (the dashboard, after-sales): with no side bar
// on a desktop, home leads back to the installations; loyalty (feature loyalty) sits beside it,
// as the spec's right-side actions list them, because a hub is where a customer looks for it.
import { Feature, hasFeature } from '@portal/domain/feature';
import { useMemo } from 'react';
import { usePageChrome } from '../layouts/page-chrome';
import type { PageChrome, TopBarAction } from './top-bar-types';

export function hubTopBarActions(features: readonly string[]): TopBarAction[] {
  const loyalty: TopBarAction[] = hasFeature(features, Feature.Loyalty)
    ? [{ kind: 'loyalty' }]
    : [];
  return [...loyalty, { kind: 'home' }];
}

export function useHubTopBar(features: readonly string[]): void {
  const chrome = useMemo<PageChrome>(() => ({ actions: hubTopBarActions(features) }), [features]);
  usePageChrome(chrome);
}
