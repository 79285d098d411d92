// Which navigation entries a signed-in customer gets (spec §2): loyalty and support only with
// their feature, the monitoring entries only when monitoring is enabled (spec §5), and a dot on
// notifications when unseen ones exist.
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SolarPower from '@mui/icons-material/SolarPower';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Feature, hasFeature } from '@portal/domain/feature';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../../components/navigation/nav-entry';
import { isMonitoringEnabled } from '../../features/monitoring/lib/monitoring-state';
import { useHasUnseenNotifications } from '../../features/notifications/api/get-notifications';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';
import { routeNames } from '../../lib/route-names';

export interface NavigationEntries {
  installations: NavEntry;
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
  const entry = (key: string, to: string, icon: NavEntry['icon']): NavEntry => ({
    key,
    to,
    icon,
    label: t(`nav.${key}`),
  });
  return {
    installations: entry('installations', routeNames.installations, <SolarPower />),
    documents: entry('documents', routeNames.documentsIndex, <DescriptionOutlined />),
    loyalty: hasFeature(features, Feature.Loyalty)
      ? entry('loyalty', routeNames.loyalty, <CardGiftcardOutlined />)
      : undefined,
    monitoring: isMonitoringEnabled(features)
      ? [
          entry('monitoring', routeNames.monitoring, <MonitorHeartOutlined />),
          entry('insights', routeNames.insights, <InsightsOutlined />),
          entry('history', routeNames.history, <HistoryOutlined />),
        ]
      : [],
    support: hasFeature(features, Feature.Support)
      ? entry('support', routeNames.support, <SupportAgentOutlined />)
      : undefined,
    account: entry('account', routeNames.account, <PersonOutlined />),
    notifications: {
      ...entry('notifications', routeNames.notifications, <NotificationsOutlined />),
      badge: unseen,
      badgeLabel: t('nav.unseenNotifications'),
    },
    monitoringLabel: t('nav.monitoring'),
  };
}
