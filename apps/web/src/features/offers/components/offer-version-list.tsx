// /installations/offerdetail/list/{id} (spec §2): every version of an offer, newest first, with
// its state (pending, done, expired), date and total; each opens its detail.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { installationRoutes } from '@portal/domain/installation-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { useOfferVersions } from '../api/get-offer-versions';
import { OfferLoadError } from './offer-load-states';
import { OfferStateChip } from './offer-state-chip';

export function OfferVersionList({ offerId }: { offerId: number }) {
  const { t, i18n } = useTranslation('offers');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const query = useOfferVersions(offerId);
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    return <OfferLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const versions = [...query.data].sort((a, b) => b.versionNumber - a.versionNumber);
  const latest = versions[0]?.versionNumber;
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('list.intro', { id: offerId })}
      </Typography>
      <Box
        component="ul"
        aria-label={t('list.label')}
        sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {versions.map((version) => {
          const title = t('list.version', { number: version.versionNumber });
          return (
            <Card
              component="li"
              key={version.versionNumber}
              sx={{ listStyle: 'none', borderRadius: '16px' }}
            >
              <CardActionArea
                component={Link}
                to={installationRoutes.offerDetail(offerId, version.versionNumber)}
                sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {title}
                    </Typography>
                    {version.versionNumber === latest && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('list.latest')}
                      </Typography>
                    )}
                  </Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('list.date', {
                      date: formatDate(version.createdAt, locale, { withTime: false }),
                    })}
                  </Typography>
                  <Typography sx={{ fontWeight: 600, mt: 0.5 }}>
                    {t('list.total', { amount: formatMoney(version.totalInclVatCents, locale) })}
                  </Typography>
                  <Box sx={{ mt: 1 }}>
                    <OfferStateChip state={version.state} />
                  </Box>
                </Box>
                <ChevronRight aria-hidden />
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </>
  );
}
