// The mobile bottom bar (spec §2): installations, monitoring and support. Monitoring opens a
// sub-bar with monitoring, insights and history instead of navigating at once. The current entry
// gets a tinted pill behind its icon; labels keep the body colour for contrast on any tenant colour.
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BOTTOM_BAR_HEIGHT_PX } from '../../lib/theme';
import { isCurrent, type NavEntry } from './nav-entry';

const pill = {
  color: 'text.secondary',
  '&.Mui-selected': { color: 'text.primary' },
  minWidth: 0,
  '& .MuiSvgIcon-root': { px: 2, py: 0.25, borderRadius: 4, boxSizing: 'content-box' },
  '& .MuiBottomNavigationAction-label': { fontSize: '0.75rem', mt: 0.25 },
  '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.75rem', fontWeight: 700 },
} as const;

export function BottomBar({
  main,
  monitoring,
  monitoringEntry,
}: {
  /** Installations and support (support only with the feature). */
  main: readonly NavEntry[];
  /** Monitoring, insights and history; empty when monitoring is not enabled. */
  monitoring: readonly NavEntry[];
  monitoringEntry: { label: string; icon: ReactElement };
}) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The sub-bar belongs to the page it was opened on: any navigation closes it.
  const [subBarOpenOn, setSubBarOpenOn] = useState<string | null>(null);
  const subBarOpen = subBarOpenOn === pathname;
  const subBarId = useId();

  const inMonitoring = monitoring.some((entry) => isCurrent(pathname, entry.to));
  const current = main.find((entry) => isCurrent(pathname, entry.to))?.key;
  const value = inMonitoring || subBarOpen ? 'monitoring' : (current ?? false);
  // Monitoring sits second, between installations and support (spec §2 order).
  const [first, ...rest] = main;
  const ordered: (NavEntry | 'monitoring')[] = [
    ...(first ? [first] : []),
    ...(monitoring.length > 0 ? (['monitoring'] as const) : []),
    ...rest,
  ];

  return (
    <Paper
      component="nav"
      aria-label={t('nav.mainNavigation')}
      square
      elevation={0}
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      {subBarOpen && (
        <Box
          id={subBarId}
          sx={{
            display: 'flex',
            justifyContent: 'space-around',
            p: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {monitoring.map((entry) => (
            <BottomNavigationAction
              key={entry.key}
              component={Link}
              to={entry.to}
              label={entry.label}
              icon={entry.icon}
              showLabel
              selected={isCurrent(pathname, entry.to)}
              sx={pill}
            />
          ))}
        </Box>
      )}
      <BottomNavigation
        showLabels
        value={value}
        sx={(theme) => ({
          height: BOTTOM_BAR_HEIGHT_PX,
          '& .Mui-selected .MuiSvgIcon-root': { bgcolor: alpha(theme.palette.primary.main, 0.3) },
        })}
      >
        {ordered.map((entry) =>
          entry === 'monitoring' ? (
            <BottomNavigationAction
              key="monitoring"
              value="monitoring"
              label={monitoringEntry.label}
              icon={monitoringEntry.icon}
              aria-expanded={subBarOpen}
              aria-controls={subBarOpen ? subBarId : undefined}
              onClick={() => setSubBarOpenOn(subBarOpen ? null : pathname)}
              sx={pill}
            />
          ) : (
            <BottomNavigationAction
              key={entry.key}
              value={entry.key}
              component={Link}
              to={entry.to}
              label={entry.label}
              icon={entry.icon}
              aria-current={current === entry.key ? 'page' : undefined}
              sx={pill}
            />
          ),
        )}
      </BottomNavigation>
    </Paper>
  );
}
