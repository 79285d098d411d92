// One side bar destination. The current page is marked with a background tinted in the tenant
// colour and bold text; the text keeps the body colour so that any tenant colour stays readable
// (a lime green text on white would fail contrast).
import Badge from '@mui/material/Badge';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { Link } from 'react-router';
import type { NavEntry } from './nav-entry';

export function NavListItem({ entry, current }: { entry: NavEntry; current: boolean }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={entry.to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={(theme) => ({
          borderRadius: 2,
          mx: 1,
          my: 0.25,
          minHeight: 44,
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: alpha(theme.palette.primary.main, 0.2),
          },
        })}
      >
        <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>
          {entry.badge ? (
            <Badge variant="dot" color="error" overlap="circular">
              {entry.icon}
            </Badge>
          ) : (
            entry.icon
          )}
        </ListItemIcon>
        <ListItemText
          primary={entry.label}
          secondary={entry.badge ? entry.badgeLabel : undefined}
          slotProps={{
            primary: { sx: { fontWeight: current ? 700 : 500 } },
            secondary: { sx: { fontSize: '0.75rem' } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}
