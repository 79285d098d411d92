// Links to every sub-page and document page that applies to one installation.
import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { installationLinks } from '../lib/installation-links';

export function InstallationLinksList({
  row,
  features,
}: {
  row: InstallationRow;
  features: readonly string[];
}) {
  const { t } = useTranslation('installations');
  return (
    <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
      <List disablePadding aria-label={t('links.label')}>
        {installationLinks(row, features).map((link) => (
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
