// Articles as one plain list: quantity and description in the customer's language, in a card; a
// short line says so when there are none. The delivery and inspection pages show theirs this way.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InstallationArticle } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';

type ListedArticle = Pick<
  InstallationArticle,
  'articleId' | 'articleCode' | 'quantity' | 'descriptionLanguageText'
>;

export function ArticleList({
  articles,
  label,
  emptyText,
}: {
  articles: readonly ListedArticle[];
  /** The accessible name of the list. */
  label: string;
  /** The line shown when there are no articles. */
  emptyText: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      {articles.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <Box component="ul" aria-label={label} sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
          {articles.map((article) => (
            <Box
              component="li"
              key={`${article.articleId}-${article.articleCode}`}
              sx={{ listStyle: 'none', display: 'flex', gap: 1.5 }}
            >
              <Typography
                sx={{ fontWeight: 700, minWidth: '4.5ch', textAlign: 'right', flexShrink: 0 }}
              >
                {t('articles.quantity', { value: article.quantity })}
              </Typography>
              <Typography sx={{ minWidth: 0 }}>{article.descriptionLanguageText}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
