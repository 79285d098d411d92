// After every navigation: record it in the route history (spec §2), set the document title and
// report the page view through the route-tracking helper, with the tenant's tag manager loaded
// once the page is idle, both only once the customer accepted tracking (decision 041): accepting
// records the page on the screen and every one after it. Renders nothing.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useTagManager } from '../../features/portal/api/get-tag-id';
import { recordVisit } from '../../lib/route-history';
import { routeNames } from '../../lib/route-names';
import { installTagManager, trackPageView } from '../../lib/route-tracking';
import { currentTenant } from '../../lib/tenant-host';
import { useTrackingChoice } from '../../lib/tracking-consent';
import { documentTitle } from './document-title';
import { useCurrentMeta } from './use-current-meta';

export function RouteEffects() {
  const location = useLocation();
  const meta = useCurrentMeta();
  const { t } = useTranslation(['pages', 'common']);
  const tagManager = useTagManager(currentTenant());
  const tagId = tagManager?.tagId;
  const scriptOrigin = tagManager?.scriptOrigin;
  const tracking = useTrackingChoice() === 'accepted';
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const title = documentTitle(t, meta);

  useEffect(() => {
    // /login's query and fragment carry the provider's interaction and answer (code, state):
    // nothing to return to, and nothing to keep.
    recordVisit(location.pathname === routeNames.login ? routeNames.login : fullPath);
  }, [fullPath, location.pathname]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // Tracked per location (and on accepting) only: a language switch changes the title, not the
  // page viewed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (tracking) trackPageView(`${location.pathname}${location.search}`, title);
  }, [location.pathname, location.search, tracking]);

  useEffect(() => {
    if (tracking) installTagManager(tagId, scriptOrigin);
  }, [tagId, scriptOrigin, tracking]);

  return null;
}
