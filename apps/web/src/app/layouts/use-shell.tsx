// What both layouts need to know about the current page and visitor: the session, whether the
// top bar is full (signed-in customers; routes requiring auth always are) or logo-only (visitors,
// spec §6), the title, the logo and the logout action.
import { useTranslation } from 'react-i18next';
import type { PageChrome } from '../../components/navigation/top-bar-types';
import { TenantLogo } from '../../components/tenant-logo';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useSession } from '../../features/auth/hooks/use-session';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';
import type { RouteMeta } from '../guards/route-meta';
import { useTopBarBack } from './use-top-bar-back';

export function useShell(meta: RouteMeta, chrome: PageChrome) {
  const { t } = useTranslation(['pages', 'common']);
  const config = usePortalConfig();
  const { isLoggedIn } = useSession();
  const logout = useLogout();
  const fullTopBar = meta.requiresAuth || isLoggedIn;
  // Tenant texts override companyName, so this is the tenant's short name when it has one.
  const name = t('common:companyName');
  const logo = (height: number) => <TenantLogo url={config.logo.url} name={name} height={height} />;
  return {
    isLoggedIn,
    fullTopBar,
    title: chrome.title ?? t(meta.titleKey),
    onBack: useTopBarBack(chrome.back, fullTopBar && !meta.homeView),
    actions: chrome.actions ?? [],
    logo,
    logout: () => void logout(),
  };
}
