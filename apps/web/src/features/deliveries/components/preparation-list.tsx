// What the customer prepares before the installation team arrives. The server sends i18n keys
// (delivery.prepare.*); each becomes a sentence in the interface language.
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { knownPreparations } from '../lib/delivery-format';

export function PreparationList({ preparations }: { preparations: readonly string[] }) {
  const { t } = useTranslation('deliveries');
  const keys = knownPreparations(preparations);
  if (keys.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      <Box
        component="ul"
        aria-label={t('prepare.title')}
        sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {keys.map((key) => (
          <Box component="li" key={key} sx={{ listStyle: 'none', display: 'flex', gap: 1.5 }}>
            <CheckBoxOutlined aria-hidden sx={{ color: 'primary.dark', flexShrink: 0, mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`${key}.title`)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`${key}.text`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
