// The end of the mobile top bar (spec §2): on the home view loyalty (with the feature) and
// notifications buttons, then the profile menu.
import { useTranslation } from 'react-i18next';
import { BadgeDot } from '../../components/navigation/badge-dot';
import { ProfileMenu } from '../../components/navigation/profile-menu';
import { TopBarActions } from '../../components/navigation/top-bar-actions';
import { IconButtonLink } from '../../ui/button';
import { NotificationsIcon } from '../../ui/icons';
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
        <IconButtonLink
          to={entries.notifications.to}
          aria-label={
            unseen
              ? `${t('nav.notifications')}, ${t('nav.unseenNotifications')}`
              : t('nav.notifications')
          }
        >
          <BadgeDot shown={unseen}>
            <NotificationsIcon />
          </BadgeDot>
        </IconButtonLink>
      )}
      <ProfileMenu onLogout={onLogout} />
    </>
  );
}
