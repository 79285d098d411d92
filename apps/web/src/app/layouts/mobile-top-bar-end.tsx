// The end of the mobile top bar (spec §2): on the home view loyalty (with the feature) and
// notifications buttons, then the profile menu.
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileMenu } from '../../components/navigation/profile-menu';
import { TopBarActions } from '../../components/navigation/top-bar-actions';
import type { NavigationEntries } from './use-navigation-entries';

export function MobileTopBarEnd({
  homeView,
  entries,
  onLogout,
}: {
  homeView: boolean;
  entries: NavigationEntries;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  const unseen = entries.notifications.badge === true;
  return (
    <>
      {homeView && entries.loyalty && <TopBarActions actions={[{ kind: 'loyalty' }]} />}
      {homeView && (
        <IconButton
          component={Link}
          to={entries.notifications.to}
          aria-label={
            unseen
              ? `${t('nav.notifications')}, ${t('nav.unseenNotifications')}`
              : t('nav.notifications')
          }
        >
          <Badge variant="dot" color="error" invisible={!unseen} overlap="circular">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      )}
      <ProfileMenu onLogout={onLogout} />
    </>
  );
}
