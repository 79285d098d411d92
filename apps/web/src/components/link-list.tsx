// Where a page leads next: a card with one row per link, each opening its page.
import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link } from 'react-router';

export interface LinkListEntry {
  key: string;
  to: string;
  text: string;
}

export function LinkList({ label, links }: { label: string; links: readonly LinkListEntry[] }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
      <List disablePadding aria-label={label}>
        {links.map((link) => (
          <ListItem key={link.key} disablePadding divider>
            <ListItemButton component={Link} to={link.to}>
              <ListItemText primary={link.text} />
              <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
