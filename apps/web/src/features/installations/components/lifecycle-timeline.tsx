// The lifecycle timeline of one installation: done, current and next stages, with dates where
// known and who acts for the stage that is not done yet.
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { type LifecycleStage, lifecycleStages } from '../lib/lifecycle';

const stateIcon = {
  done: <CheckCircle sx={{ color: 'success.main' }} />,
  current: <RadioButtonChecked sx={{ color: 'primary.main' }} />,
  next: <RadioButtonUnchecked sx={{ color: 'text.disabled' }} />,
} as const;

function StageItem({ stage, last }: { stage: LifecycleStage; last: boolean }) {
  const { t, i18n } = useTranslation('installations');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const lines = [
    stage.date ? formatDate(stage.date, locale) : undefined,
    stage.state === 'current' ? t(`timeline.actor.${stage.actor}`) : undefined,
  ].filter((line) => line !== undefined);
  return (
    <Box
      component="li"
      aria-current={stage.state === 'current' ? 'step' : undefined}
      sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
        {stateIcon[stage.state]}
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5, minHeight: 16 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
        <Typography
          sx={{
            fontWeight: stage.state === 'current' ? 700 : 500,
            color: stage.state === 'next' ? 'text.secondary' : 'text.primary',
          }}
        >
          {t(`timeline.stage.${stage.key}`)}
          {stage.state !== 'current' && (
            <Box component="span" sx={visuallyHidden}>
              {` (${t(`timeline.state.${stage.state}`)})`}
            </Box>
          )}
        </Typography>
        {stage.state === 'current' && (
          <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {t('timeline.state.current')}
          </Typography>
        )}
        {lines.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {lines.join(' · ')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function LifecycleTimeline({ row }: { row: InstallationRow }) {
  const { t } = useTranslation('installations');
  const stages = lifecycleStages(row);
  return (
    <Box component="ol" aria-label={t('timeline.label')} sx={{ p: 0, m: 0 }}>
      {stages.map((stage, index) => (
        <StageItem key={stage.key} stage={stage} last={index === stages.length - 1} />
      ))}
    </Box>
  );
}
