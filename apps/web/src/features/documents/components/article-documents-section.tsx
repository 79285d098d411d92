// The product sheets of one installation (spec §3 article documents): the datasheets and manuals
// of its articles, downloaded through the portal (decision 044). Shown only when there are some;
// a failed load says so with a retry instead of leaving them out silently.
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api-error';
import { useArticleDocuments } from '../api/get-article-documents';
import { articleDocumentsOf } from '../lib/article-documents';
import { DocumentFileRow } from './document-row';

export function ArticleDocumentsSection({
  row,
  canShare,
}: {
  row: InstallationRow;
  canShare: boolean;
}) {
  const { t } = useTranslation(['documents', 'common']);
  const query = useArticleDocuments(true);
  const documents = query.data ? articleDocumentsOf(row, query.data) : [];
  if (query.isSuccess && documents.length === 0) return null;
  return (
    <Card
      component="section"
      aria-labelledby="article-documents-title"
      aria-busy={query.isPending}
      sx={{ borderRadius: '16px', p: 2, mt: 2 }}
    >
      <Typography
        id="article-documents-title"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {t('documents:articles.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('documents:articles.intro')}
      </Typography>
      {query.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label={t('documents:articles.loading')} />
        </Box>
      )}
      {query.isError && (
        <Box
          role="alert"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1.5 }}
        >
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('documents:articles.loadError')} {t(errorKeyOf(query.error))}
          </Typography>
          <Button variant="outlined" color="inherit" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Box>
      )}
      {documents.length > 0 && (
        <Box
          component="ul"
          aria-label={t('documents:articles.title')}
          sx={{ p: 0, m: 0, mt: 1, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {documents.map((document) => (
            <DocumentFileRow
              key={document.id}
              icon={DescriptionOutlined}
              name={document.Name}
              detail={document.article}
              path={document.Path}
              fileName={document.fileName}
              canShare={canShare}
            />
          ))}
        </Box>
      )}
    </Card>
  );
}
