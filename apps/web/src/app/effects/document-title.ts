// The document's title: the page's title and the tenant's name, or the name alone. The browser
// sets it after every navigation (route-effects.tsx); the server writes it into the first screen
// it paints (decision 059).
import type { TFunction } from 'i18next';
import type { RouteMeta } from '../guards/route-meta';

export function documentTitle(t: TFunction, meta: RouteMeta | undefined): string {
  const pageTitle = meta ? t(meta.titleKey) : '';
  const siteName = t('common:companyName');
  return pageTitle ? `${pageTitle} · ${siteName}` : siteName;
}
