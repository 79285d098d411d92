// The desktop side bar for signed-in customers (spec §2): installations, documents, loyalty,
// the monitoring group, support, account, notifications and a logout button. The layout decides
// which entries exist (features, monitoring enabled); this component only renders them.
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isCurrent, type NavEntry } from './nav-entry';
import { NavListItem } from './nav-list-item';

export interface SideBarGroups {
  main: readonly NavEntry[];
  /** The monitoring group; empty when monitoring is not enabled. */
  monitoring: readonly NavEntry[];
  secondary: readonly NavEntry[];
}

export function SideBar({
  width,
  logo,
  groups,
  onLogout,
}: {
  width: number;
  logo: ReactNode;
  groups: SideBarGroups;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const items = (entries: readonly NavEntry[]) =>
    entries.map((entry) => (
      <NavListItem key={entry.key} entry={entry} current={isCurrent(pathname, entry.to)} />
    ));
  return (
    <Drawer
      variant="permanent"
      slotProps={{
        paper: {
          component: 'nav',
          'aria-label': t('nav.mainNavigation'),
          sx: { width, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' },
        },
      }}
      sx={{ width, flexShrink: 0 }}
    >
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: 3 }}>{logo}</Box>
      <List sx={{ flex: 1, overflowY: 'auto', pt: 1 }}>
        {items(groups.main)}
        {groups.monitoring.length > 0 && (
          <>
            <ListSubheader
              disableSticky
              sx={{ lineHeight: '36px', mt: 1, px: 3, bgcolor: 'transparent' }}
            >
              {t('nav.monitoringGroup')}
            </ListSubheader>
            {items(groups.monitoring)}
          </>
        )}
        {/* A plain list item: a separator role would break the list for assistive technology. */}
        <Box
          component="li"
          aria-hidden
          sx={{ my: 1.5, mx: 3, borderTop: 1, borderColor: 'divider' }}
        />
        {items(groups.secondary)}
      </List>
      <Box sx={{ p: 2 }}>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<LogoutOutlined />}
          onClick={onLogout}
        >
          {t('nav.logout')}
        </Button>
      </Box>
    </Drawer>
  );
}
