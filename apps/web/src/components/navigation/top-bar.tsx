// The top bar (spec §2). Full: a back button, the page title and right-side actions, plus
// whatever the layout adds at the end (the mobile profile menu). Logo-only: the tenant logo, for
// visitors who are not signed in (spec §6).
import ArrowBack from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_BAR_HEIGHT_PX } from '../../lib/theme';
import { visuallyHidden } from '../visually-hidden';
import { TopBarActions } from './top-bar-actions';
import type { TopBarAction } from './top-bar-types';

interface TopBarProps {
  /** Left offset on desktop, where the side bar sits. */
  offsetLeft?: number;
  /** Logo shown at the start (logo-only bar, or a full bar without side bar). */
  logo?: ReactNode;
  title?: string;
  /** Keeps the title for screen readers only (the mobile home view shows the logo instead). */
  titleHidden?: boolean;
  onBack?: () => void;
  actions?: readonly TopBarAction[];
  end?: ReactNode;
}

export function TopBar(props: TopBarProps) {
  const { offsetLeft = 0, logo, title, titleHidden = false, onBack, actions = [], end } = props;
  const { t } = useTranslation('common');
  return (
    <AppBar
      position="fixed"
      sx={{
        left: offsetLeft,
        width: offsetLeft ? `calc(100% - ${offsetLeft}px)` : '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT_PX, gap: 1, px: { xs: 1, sm: 2 } }}>
        {onBack && (
          <IconButton edge="start" aria-label={t('actions.back')} onClick={onBack}>
            <ArrowBack />
          </IconButton>
        )}
        {logo && <Box sx={{ display: 'flex', alignItems: 'center', mr: 1 }}>{logo}</Box>}
        {title && (
          <Typography
            component="h1"
            variant="h6"
            noWrap
            sx={titleHidden ? visuallyHidden : { fontWeight: 700, minWidth: 0 }}
          >
            {title}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <TopBarActions actions={actions} />
        {end}
      </Toolbar>
    </AppBar>
  );
}
