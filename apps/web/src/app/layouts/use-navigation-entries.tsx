// Which navigation entries a signed-in customer gets (spec §2): the dashboard (one of the spec's
// "other navigation entries seen"; in the side bar, and in the profile menu on a phone, whose
// bottom bar keeps the spec's three), loyalty and support only with
// their feature, the monitoring entries only when monitoring is enabled (spec §5), and a dot on
// notifications when unseen ones exist.
import { Feature, hasFeature } from '@portal/domain/feature';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../../components/navigation/nav-entry';
import { useHasUnseenNotifications } from '../../features/notifications/api/get-notifications';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';
import { routeNames } from '../../lib/route-names';
import {
  CardGiftcardIcon,
  DashboardIcon,
  DescriptionIcon,
  HistoryIcon,
  InsightsIcon,
  MonitorHeartIcon,
  NotificationsIcon,
  PersonIcon,
  SolarPowerIcon,
  SupportAgentIcon,
} from '../../ui/icons';
import { useMonitoringEnabled } from './use-monitoring-enabled';

export interface NavigationEntries {
  installations: NavEntry;
  dashboard: NavEntry;
  documents: NavEntry;
  loyalty?: NavEntry;
  monitoring: NavEntry[];
  support?: NavEntry;
  account: NavEntry;
  notifications: NavEntry;
  monitoringLabel: string;
}

export function useNavigationEntries(signedIn: boolean): NavigationEntries {
  const { t } = useTranslation('common');
  const { features } = usePortalConfig();
  const unseen = useHasUnseenNotifications(signedIn);
  const monitoringEnabled = useMonitoringEnabled(features, signedIn);
  const entry = (key: string, to: string, icon: NavEntry['icon']): NavEntry => ({
    key,
    to,
    icon,
    label: t(`nav.${key}`),
  });
  return {
    installations: entry('installations', routeNames.installations, <SolarPowerIcon />),
    dashboard: entry('dashboard', routeNames.dashboard, <DashboardIcon />),
    documents: entry('documents', routeNames.documentsIndex, <DescriptionIcon />),
    loyalty: hasFeature(features, Feature.Loyalty)
      ? entry('loyalty', routeNames.loyalty, <CardGiftcardIcon />)
      : undefined,
    monitoring: monitoringEnabled
      ? [
          entry('monitoring', routeNames.monitoring, <MonitorHeartIcon />),
          entry('insights', routeNames.insights, <InsightsIcon />),
          entry('history', routeNames.history, <HistoryIcon />),
        ]
      : [],
    support: hasFeature(features, Feature.Support)
      ? entry('support', routeNames.support, <SupportAgentIcon />)
      : undefined,
    account: entry('account', routeNames.account, <PersonIcon />),
    notifications: {
      ...entry('notifications', routeNames.notifications, <NotificationsIcon />),
      badge: unseen,
      badgeLabel: t('nav.unseenNotifications'),
    },
    monitoringLabel: t('nav.monitoring'),
  };
}
