// Instead of the signature pad, a version that cannot be signed says why: it is signed (done),
// expired, or a newer version replaced it (with a link to that one).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { OfferVersionDetail } from '@portal/contract/offers';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { installationRoutes } from '@portal/domain/installation-routes';
import { OfferVersionState } from '@portal/domain/offer-version-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function OfferStatusNotice({
  offer,
  latestVersion,
}: {
  offer: OfferVersionDetail;
  latestVersion: number;
}) {
  const { t, i18n } = useTranslation('offers');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  if (offer.state === OfferVersionState.Done) {
    return (
      <Alert severity="success">
        {offer.signedAt
          ? t('status.signedOn', { date: formatDate(offer.signedAt, locale) })
          : t('status.done')}
      </Alert>
    );
  }
  if (offer.state === OfferVersionState.Expired && offer.versionNumber === latestVersion) {
    return (
      <Alert severity="warning">
        {offer.validUntil
          ? t('status.expiredOn', {
              date: formatDate(offer.validUntil, locale, { withTime: false }),
            })
          : t('status.expired')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          component={Link}
          to={installationRoutes.offerDetail(offer.offerId, latestVersion)}
        >
          {t('status.toLatest')}
        </Button>
      }
    >
      {t('status.replaced', { version: latestVersion })}
    </Alert>
  );
}
