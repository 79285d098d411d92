// /installations/documents/{installation_id} (spec §2): the documents of one installation, an
// empty state when it has none yet, or a not-found state for an id the customer does not have.
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Button from '@mui/material/Button';
import { installationRoutes } from '@portal/domain/installation-routes';
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { NotFoundState } from '../../../components/query-state';
import { useCanShareFiles } from '../../../hooks/use-can-share-files';
import { installationDocuments } from '../lib/installation-documents';
import { ArticleDocumentsSection } from './article-documents-section';
import { DocumentGroup, type InstallationDescriber } from './document-group';

export function InstallationDocumentsView({
  rows,
  installationId,
  describe,
}: {
  rows: readonly InstallationRow[];
  /** The route parameter as it came: anything but a known index is not found. */
  installationId: string | undefined;
  describe: InstallationDescriber;
}) {
  const { t } = useTranslation(['documents', 'common']);
  const canShare = useCanShareFiles();
  const row = /^\d+$/.test(installationId ?? '')
    ? rows.find((entry) => entry.id === Number(installationId))
    : undefined;
  if (!row) {
    return (
      <NotFoundState title={t('documents:notFound.title')} text={t('documents:notFound.text')} />
    );
  }
  const documents = installationDocuments(row);
  const articleDocuments = <ArticleDocumentsSection row={row} canShare={canShare} />;
  if (documents.length === 0) {
    return (
      <>
        <EmptyState
          icon={FolderOpenOutlined}
          title={t('documents:emptyInstallation.title', { title: describe.title(row) })}
          text={t('documents:emptyInstallation.text')}
        >
          <Button
            variant="outlined"
            color="inherit"
            component={Link}
            to={installationRoutes.detail(row.id)}
          >
            {t('documents:group.toInstallation')}
          </Button>
        </EmptyState>
        {articleDocuments}
      </>
    );
  }
  return (
    <>
      <DocumentGroup row={row} documents={documents} describe={describe} canShare={canShare} />
      {articleDocuments}
    </>
  );
}
