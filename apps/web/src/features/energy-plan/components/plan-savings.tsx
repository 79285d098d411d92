// On insights: what the followed plans saved, as the meter measured it the day after, added up,
// next to what the plans promised for the same loads and days; both count only the loads with a
// meter of their own, and the panel says which those are.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnergyPlan } from '../api/get-energy-plan';
import { euro } from '../lib/plan-format';

export function PlanSavings({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const headingId = useId();
  const query = useEnergyPlan(deviceId);
  if (query.data === undefined) return null;
  const { savings } = query.data;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, mt: 2, borderRadius: '16px' }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('savings.title')}
      </Typography>
      {savings.days === 0 ? (
        <Typography>{t('savings.none')}</Typography>
      ) : (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            {t('savings.total', {
              amount: euro(savings.realisedSavingEur, locale),
              count: savings.days,
            })}
          </Typography>
          <Typography>
            {t('savings.planned', { amount: euro(savings.plannedSavingEur, locale) })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('savings.measuredOnly')}</Typography>
        </>
      )}
    </Paper>
  );
}
