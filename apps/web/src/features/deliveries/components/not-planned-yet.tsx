// The delivery planning before a date is fixed: the installer is planning the installation, and
// the steps that follow, so the customer knows nothing is expected of them yet.
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';

const NEXT_STEPS = ['contact', 'date', 'confirm', 'install'] as const;

export function NotPlannedYet() {
  const { t } = useTranslation('deliveries');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: '16px' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <IconTile icon={EventNoteOutlined} round />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('planning.notPlannedTitle')}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('planning.notPlannedText')}
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('planning.nextTitle')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {NEXT_STEPS.map((step) => (
          <Typography component="li" key={step}>
            {t(`planning.next.${step}`)}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
