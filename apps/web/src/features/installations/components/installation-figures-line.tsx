// The main figures of an installation in one line: "8,80 kWp · 10,00 kWh · 11,00 kW".
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatNumber } from '@portal/domain/format-number';
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../ui/class-names';
import text from '../../../ui/text.module.css';
import { installationFigures } from '../lib/installation-figures';

export function InstallationFiguresLine({ row }: { row: InstallationRow }) {
  const { t, i18n } = useTranslation('installations');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const figures = installationFigures(row);
  const parts = [
    figures.solarKwp !== null
      ? t('figures.solar', { value: formatNumber(figures.solarKwp, locale) })
      : undefined,
    figures.batteryKwh !== null
      ? t('figures.battery', { value: formatNumber(figures.batteryKwh, locale) })
      : undefined,
    figures.chargerKw !== null
      ? t('figures.charger', { value: formatNumber(figures.chargerKw, locale) })
      : undefined,
    figures.heatPumpKw !== null
      ? t('figures.heatPump', { value: formatNumber(figures.heatPumpKw, locale) })
      : undefined,
  ].filter((part) => part !== undefined);
  if (parts.length === 0) return null;
  return <p className={classNames(text.body2, text.secondary)}>{parts.join(' · ')}</p>;
}
