// The articles the team delivers and installs: quantity and description in the customer's
// language, as GET deliveries/{id} carries them; a short line says so when there are none.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Delivery } from '@portal/contract/deliveries';
import { useTranslation } from 'react-i18next';

export function DeliveryArticles({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('deliveries');
  const { articles } = delivery;
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
