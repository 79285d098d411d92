// The timeline of one installation's journey: done, current and later steps, with dates where
// known and who acts for the current step.
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import type { JourneyStep } from '@portal/domain/installation-journey';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';

const stateIcon = {
  done: <CheckCircle sx={{ color: 'success.main' }} />,
  current: <RadioButtonChecked sx={{ color: 'primary.main' }} />,
  later: <RadioButtonUnchecked sx={{ color: 'text.disabled' }} />,
} as const;

function StepItem({ step, last }: { step: JourneyStep; last: boolean }) {
  const { t, i18n } = useTranslation('installations');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const lines = [
    step.date ? formatDate(step.date, locale) : undefined,
    step.state === 'current' ? t(`timeline.actor.${step.actor}`) : undefined,
  ].filter((line) => line !== undefined);
  return (
    <Box
      component="li"
      aria-current={step.state === 'current' ? 'step' : undefined}
      sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
        {stateIcon[step.state]}
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5, minHeight: 16 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
        <Typography
          sx={{
            fontWeight: step.state === 'current' ? 700 : 500,
            color: step.state === 'later' ? 'text.secondary' : 'text.primary',
          }}
        >
          {t(`timeline.step.${step.key}`)}
          {step.state !== 'current' && (
            <Box component="span" sx={visuallyHidden}>
              {` (${t(`timeline.state.${step.state}`)})`}
            </Box>
          )}
        </Typography>
        {step.state === 'current' && (
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

export function LifecycleTimeline({ steps }: { steps: readonly JourneyStep[] }) {
  const { t } = useTranslation('installations');
  return (
    <Box component="ol" aria-label={t('timeline.label')} sx={{ p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <StepItem key={step.key} step={step} last={index === steps.length - 1} />
      ))}
    </Box>
  );
}
