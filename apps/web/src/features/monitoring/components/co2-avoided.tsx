// The CO2 avoided: the solar energy times the portal configuration's
// kWhToKgCo2eByCountry factor for the customer's country, as the API computed it (decision 049).
import type { Insights } from '@portal/contract/monitoring-history';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { formatEnergy, formatKilograms } from '../lib/history-format';
import styles from './history-view.module.css';

export function Co2Avoided({ co2 }: { co2: Insights['co2'] }) {
  const { t, i18n } = useTranslation('monitoring');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  return (
    <section className={styles.card} aria-labelledby="insights-co2">
      <h2 id="insights-co2" className={styles.heading}>
        {t('insights.co2Heading')}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('insights.co2Avoided')}</dt>
          <dd>{formatKilograms(co2.avoidedKg, locale)}</dd>
        </div>
        <div>
          <dt>{t('insights.solarKwh')}</dt>
          <dd>{formatEnergy(co2.solarKwh, locale)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('insights.co2Factor', {
          factor: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(
            co2.kgCo2ePerKwh,
          ),
          country: co2.countryCode,
        })}
      </p>
    </section>
  );
}
