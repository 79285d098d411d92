// The documents of one installation as a card: what was bought and its status (as on the
// installation cards), then one row per document. The title and the status come from the page,
// which knows how installations are described; this feature only knows about documents.
import ChevronRight from '@mui/icons-material/ChevronRight';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { installationRoutes } from '@portal/domain/installation-routes';
import type { InstallationRow } from '@portal/domain/installation-row';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconTile } from '../../../components/icon-tile';
import type { InstallationDocument } from '../lib/installation-documents';
import { DocumentRow } from './document-row';

/** How the page describes an installation: its title and its status (a chip, usually). */
export interface InstallationDescriber {
  title: (row: InstallationRow) => string;
  status: (row: InstallationRow) => ReactNode;
}

export function DocumentGroup({
  row,
  documents,
  describe,
  canShare,
  component = 'section',
}: {
  row: InstallationRow;
  documents: readonly InstallationDocument[];
  describe: InstallationDescriber;
  canShare: boolean;
  /** `li` inside the list of all installations, `section` on an installation's own page. */
  component?: 'li' | 'section';
}) {
  const { t } = useTranslation('documents');
  const title = describe.title(row);
  const headingId = `documents-${row.id}-title`;
  return (
    <Card
      component={component}
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', borderRadius: '16px', p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <IconTile icon={FolderOpenOutlined} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('group.count', { count: documents.length })}
          </Typography>
          <Box sx={{ mt: 1 }}>{describe.status(row)}</Box>
        </Box>
      </Box>
      <Divider sx={{ mt: 1.5 }} />
      <Box
        component="ul"
        aria-label={t('group.listLabel', { title })}
        sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {documents.map((document) => (
          <DocumentRow key={document.path} document={document} canShare={canShare} />
        ))}
      </Box>
      <Divider sx={{ mb: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          component={Link}
          to={installationRoutes.detail(row.id)}
          endIcon={<ChevronRight />}
          color="inherit"
          aria-label={t('group.toInstallationOf', { title })}
        >
          {t('group.toInstallation')}
        </Button>
      </Box>
    </Card>
  );
}
