// Under the plan's loads: which of them the day after measures by a meter of their own (their
// saving joins the running total) and which are planned but not measured (their saving stays the
// plan's estimate), so that the total's meaning is said where the loads are.
import Typography from '@mui/material/Typography';
import type { EnergyPlanLoad } from '@portal/contract/energy-plan';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';

export function PlanMeterNote({ loads }: { loads: readonly EnergyPlanLoad[] }) {
  const { t, i18n } = useTranslation('energyPlan');
  const list = new Intl.ListFormat(formatLocaleFor(i18n.resolvedLanguage), {
    type: 'conjunction',
  });
  const planned = loads.filter((load) => load.status === 'planned');
  const names = (ownMeter: boolean) =>
    planned
      .filter((load) => load.ownMeter === ownMeter)
      .map((load) => t(`meter.names.${load.kind}`));
  const measured = names(true);
  const unmeasured = names(false);
  return (
    <>
      {measured.length > 0 && (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {t('meter.measured', { count: measured.length, loads: list.format(measured) })}
        </Typography>
      )}
      {unmeasured.length > 0 && (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {t('meter.unmeasured', { count: unmeasured.length, loads: list.format(unmeasured) })}
        </Typography>
      )}
    </>
  );
}
