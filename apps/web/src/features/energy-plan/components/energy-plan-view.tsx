// The plan's page: tomorrow's plan of the current device (cheapest or greenest), its loads with their
// windows and money and which of them the day after measures, the peak it keeps under, the day's timeline as a chart with its table, and the
// settings: the evening push, the machines to place and what the car needs by when. Before the day's plan is made it says when
// it will be.
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { EnergyPlan, EnergyPlanAnswer } from '@portal/contract/energy-plan';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { QueryGate } from '../../../components/query-state';
import { SettingSwitchCard } from '../../../components/setting-switch-card';
import { useChangeEnergyPlanSettings } from '../api/change-energy-plan-settings';
import { useEnergyPlan } from '../api/get-energy-plan';
import { clockTime, dayName, euro, kw, kwh } from '../lib/plan-format';
import styles from './energy-plan.module.css';
import { PlanCarCard } from './plan-car-card';
import { PlanLoadsTable } from './plan-loads-table';
import { PlanMeterNote } from './plan-meter-note';
import { PlanTimelineChart } from './plan-timeline-chart';
import { PlanTimelineTable } from './plan-timeline-table';

type Objective = 'cheapest' | 'greenest';

function PlanDetails({ plan }: { plan: EnergyPlan }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const [objective, setObjective] = useState<Objective>('cheapest');
  const chosen = plan[objective];
  const { peak } = chosen;
  return (
    <>
      <div>
        <Typography component="h1" variant="h4">
          {t('page.heading', { day: dayName(plan.day, locale) })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {t('page.intro', { time: clockTime(plan.computedAt, locale) })}
        </Typography>
      </div>
      {plan.pricesEstimated && <Alert severity="info">{t('page.estimated')}</Alert>}
      <ToggleButtonGroup
        exclusive
        value={objective}
        onChange={(_, value: Objective | null) => value && setObjective(value)}
        aria-label={t('page.objective')}
        size="small"
        // MUI's grey for the unselected choice is below 4.5:1 on the page's background.
        sx={{ '& .MuiToggleButton-root': { color: 'text.primary', textTransform: 'none' } }}
      >
        <ToggleButton value="cheapest">{t('page.cheapest')}</ToggleButton>
        <ToggleButton value="greenest">{t('page.greenest')}</ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('page.saving', { amount: euro(chosen.savingEur, locale) })}
        </Typography>
        <Typography>
          {t('page.total', {
            cost: euro(chosen.costEur, locale),
            usual: euro(chosen.usualCostEur, locale),
          })}
        </Typography>
        <Typography>
          {peak.withinLimit
            ? t('page.peakWithin', { peak: kw(peak.limitW, locale) })
            : t('page.peakRaised', {
                extra: kw(peak.extraPeakW, locale),
                amount: euro(peak.extraPeakYearlyEur, locale),
              })}
        </Typography>
        <Typography>{t('page.solar', { energy: kwh(plan.solarForecastWh, locale) })}</Typography>
      </Paper>
      <div>
        <PlanLoadsTable loads={chosen.loads} />
        <PlanMeterNote loads={chosen.loads} />
      </div>
      <section aria-labelledby="energy-plan-chart">
        <Typography id="energy-plan-chart" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('chart.heading')}
        </Typography>
        <PlanTimelineChart objective={chosen} />
        <PlanTimelineTable objective={chosen} />
      </section>
    </>
  );
}

/** The evening push, and the machines the next plans place. */
function PlanSettings({ deviceId, answer }: { deviceId: string; answer: EnergyPlanAnswer }) {
  const { t } = useTranslation('energyPlan');
  const mutation = useChangeEnergyPlanSettings(deviceId);
  const { settings } = answer;
  const machine = (on: boolean) => (on ? t('settings.machineOn') : t('settings.machineOff'));
  return (
    <>
      <SettingSwitchCard
        title={t('push.title')}
        state={settings.push ? t('push.on') : t('push.off')}
        checked={settings.push}
        disabled={mutation.isPending}
        onChange={(push) => mutation.mutate({ push })}
      />
      <SettingSwitchCard
        title={t('settings.dishwasher')}
        state={machine(settings.dishwasher)}
        checked={settings.dishwasher}
        disabled={mutation.isPending}
        onChange={(dishwasher) => mutation.mutate({ dishwasher })}
      />
      <SettingSwitchCard
        title={t('settings.washingMachine')}
        state={machine(settings.washingMachine)}
        checked={settings.washingMachine}
        disabled={mutation.isPending}
        onChange={(washingMachine) => mutation.mutate({ washingMachine })}
      />
      {mutation.isError && (
        <Alert severity="error" role="alert">
          {t('push.saveError')}
        </Alert>
      )}
    </>
  );
}

/** Whether the household charges a car: its plans have a car's load. */
function hasCar(answer: EnergyPlanAnswer): boolean {
  return answer.plan?.cheapest.loads.some((load) => load.kind === 'ev') ?? false;
}

export function EnergyPlanView({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation(['energyPlan', 'monitoring']);
  const query = useEnergyPlan(deviceId);
  return (
    <div className={styles.page}>
      <QueryGate
        query={query}
        notFound={{
          title: t('monitoring:errors.deviceNotAvailable'),
          text: t('monitoring:errors.deviceNotAvailableText'),
        }}
        errorTitle={t('page.loadError')}
      >
        {(answer) => (
          <>
            {answer.plan === null ? (
              <EmptyState
                icon={EventAvailableOutlined}
                title={t('page.none')}
                text={t('page.noneText')}
              />
            ) : (
              <PlanDetails plan={answer.plan} />
            )}
            <PlanSettings deviceId={deviceId} answer={answer} />
            {hasCar(answer) && <PlanCarCard deviceId={deviceId} settings={answer.settings} />}
          </>
        )}
      </QueryGate>
    </div>
  );
}
