// Tomorrow's plan in a card (the monitoring feed and the dashboard): each planned load's window
// and what it saves against the usual time, and the way to the plan's page.
import ArrowForward from '@mui/icons-material/ArrowForward';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { EnergyPlanAnswer } from '@portal/contract/energy-plan';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeNames } from '../../../lib/route-names';
import { useEnergyPlan } from '../api/get-energy-plan';
import { clockTime, euro, loadSpan, plannedLoads } from '../lib/plan-format';
import styles from './energy-plan.module.css';

export function EnergyPlanSummary({ answer }: { answer: EnergyPlanAnswer }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const plan = answer.plan;
  if (plan === null) return <Typography>{t('card.none')}</Typography>;
  const cheapest = plan.cheapest;
  return (
    <>
      <ul className={styles.loadList}>
        {plannedLoads(cheapest.loads).map((load) => {
          const span = loadSpan(load);
          return (
            <li key={load.id}>
              <span className={styles.loadName}>{t(`loads.${load.kind}`)}</span>{' '}
              {span &&
                t('window', {
                  from: clockTime(span.from, locale),
                  to: clockTime(span.to, locale),
                })}
              {load.savingEur > 0 && (
                <span className={styles.saving}>
                  {t('card.saving', { amount: euro(load.savingEur, locale) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Typography sx={{ fontWeight: 700 }}>
        {cheapest.savingEur > 0
          ? t('page.saving', { amount: euro(cheapest.savingEur, locale) })
          : t('card.noSaving')}
      </Typography>
    </>
  );
}

export function EnergyPlanCard({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation('energyPlan');
  const headingId = useId();
  const query = useEnergyPlan(deviceId);
  // The card is extra: while loading, or when the plan cannot be read, the page goes on without it.
  if (query.data === undefined) {
    return query.isError ? (
      <Typography role="status" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('card.loadError')}
      </Typography>
    ) : null;
  }
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      className={styles.card}
    >
      <div className={styles.cardHeading}>
        <EventAvailableOutlined aria-hidden />
        <Typography id={headingId} component="h2" variant="h6">
          {t('card.title')}
        </Typography>
      </div>
      <EnergyPlanSummary answer={query.data} />
      {query.data.plan !== null && (
        <Button
          component={Link}
          to={routeNames.energyPlan}
          endIcon={<ArrowForward />}
          sx={{ mt: 1 }}
        >
          {t('card.open')}
        </Button>
      )}
    </Card>
  );
}
