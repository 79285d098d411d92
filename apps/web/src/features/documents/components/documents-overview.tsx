// /documents (spec §2): every document of the customer, grouped by installation, each with
// download and share; an explanatory empty state when there is none yet.
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useCanShareFiles } from '../../../hooks/use-can-share-files';
import { routeNames } from '../../../lib/route-names';
import { documentGroups } from '../lib/installation-documents';
import { DocumentGroup, type InstallationDescriber } from './document-group';

export function DocumentsOverview({
  rows,
  describe,
}: {
  rows: readonly InstallationRow[];
  describe: InstallationDescriber;
}) {
  const { t } = useTranslation(['documents', 'common']);
  const canShare = useCanShareFiles();
  const groups = documentGroups(rows);
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={FolderOpenOutlined}
        title={t('documents:empty.title')}
        text={t('documents:empty.text')}
      >
        <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
          {t('common:actions.toInstallations')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t('documents:intro')}</Typography>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ p: 0, m: 0 }}
        aria-label={t('documents:overviewLabel')}
      >
        {groups.map((group) => (
          <DocumentGroup
            key={group.row.id}
            component="li"
            row={group.row}
            documents={group.documents}
            describe={describe}
            canShare={canShare}
          />
        ))}
      </Stack>
    </>
  );
}
