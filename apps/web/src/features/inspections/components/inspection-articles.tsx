// The articles the inspector checks: quantity and description in the customer's language.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Inspection } from '@portal/contract/inspections';
import { useTranslation } from 'react-i18next';

export function InspectionArticles({ articles }: { articles: Inspection['articles'] }) {
  const { t } = useTranslation('inspections');
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      {articles.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('articles.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('articles.title')}
          sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}
        >
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
