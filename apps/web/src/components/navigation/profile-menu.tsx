// The mobile profile menu (spec §2): account, documents and logout. The button is part of the
// first page; the menu (MUI's Menu, Popover and Modal) loads when the customer first points at,
// focuses or opens it (decision 017), and stays mounted afterwards so that it closes animated.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { AccountCircleIcon } from '../../ui/icons';

const loadMenuList = () => import('./profile-menu-list');
const ProfileMenuList = lazy(loadMenuList);

export function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        edge="end"
        aria-label={t('nav.profileMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <AccountCircleIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <ProfileMenuList id={menuId} anchor={anchor} onClose={close} onLogout={onLogout} />
        </Suspense>
      )}
    </>
  );
}
