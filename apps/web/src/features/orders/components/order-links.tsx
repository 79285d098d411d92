// Where the order leads next, as a list of links (see lib/order-links for which apply).
import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderLink } from '../lib/order-links';

export function OrderLinks({ links }: { links: readonly OrderLink[] }) {
  const { t } = useTranslation('orders');
  return (
    <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
      <List disablePadding aria-label={t('links.title')}>
        {links.map((link) => (
          <ListItem key={link.key} disablePadding divider>
            <ListItemButton component={Link} to={link.to}>
              <ListItemText primary={t(`links.${link.key}`)} />
              <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
