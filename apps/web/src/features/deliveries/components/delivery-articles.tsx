// The articles the team delivers and installs: quantity and description in the customer's
// language. Read from the installation list; while it loads or when it fails, a short line says so.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Delivery } from '@portal/contract/deliveries';
import { useTranslation } from 'react-i18next';
import { useDeliveryArticles } from '../api/get-delivery-articles';

export function DeliveryArticles({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('deliveries');
  const query = useDeliveryArticles(delivery);
  const articles = query.data ?? [];
  const note = query.isPending
    ? t('articles.loading')
    : query.isError
      ? t('articles.unavailable')
      : articles.length === 0
        ? t('articles.none')
        : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      {note !== null ? (
        <Typography sx={{ color: 'text.secondary' }}>{note}</Typography>
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
