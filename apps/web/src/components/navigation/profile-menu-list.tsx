// The open profile menu (spec §2): account, documents and logout, and the dashboard, which a phone
// reaches here since its bottom bar keeps the spec's three entries. Loaded when the customer first
// reaches for the menu (profile-menu.tsx), not with the first page (decision 017).
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeNames } from '../../lib/route-names';
import { MuiThemeScope } from '../mui-theme-scope';

export interface ProfileMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}

export default function ProfileMenuList({ id, anchor, onClose, onLogout }: ProfileMenuListProps) {
  const { t } = useTranslation('common');
  return (
    <MuiThemeScope>
      <Menu
        id={id}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to={routeNames.account} onClick={onClose}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.account')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to={routeNames.dashboard} onClick={onClose}>
          <ListItemIcon>
            <DashboardOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.dashboard')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to={routeNames.documentsIndex} onClick={onClose}>
          <ListItemIcon>
            <DescriptionOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.documents')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </MuiThemeScope>
  );
}
