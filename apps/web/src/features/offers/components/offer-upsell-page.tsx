// /installations/offerdetail/upsell/{id}_{version} (spec §2): the upsell proposals made on one
// offer version, each with the offer document and an "I'm interested" action.
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { installationRoutes } from '@portal/domain/installation-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { useOfferUpsells } from '../api/get-offer-upsells';
import { useOfferVersion } from '../api/get-offer-version';
import { OfferLoadError } from './offer-load-states';
import { UpsellCard } from './upsell-card';

export function OfferUpsellPage({ offerId, version }: { offerId: number; version: number }) {
  const { t } = useTranslation('offers');
  const upsells = useOfferUpsells(offerId, version);
  const offer = useOfferVersion(offerId, version);
  const download = useDocumentDownload();
  if (upsells.isPending || offer.isPending) return <CentredSpinner />;
  if (upsells.isError || offer.isError) {
    return (
      <OfferLoadError
        error={upsells.error ?? offer.error}
        onRetry={() => {
          void upsells.refetch();
          void offer.refetch();
        }}
      />
    );
  }
  const backToOffer = (
    <Button
      variant="outlined"
      color="inherit"
      component={Link}
      to={installationRoutes.offerDetail(offerId, version)}
    >
      {t('upsell.toOffer', { id: offerId, version })}
    </Button>
  );
  if (upsells.data.length === 0) {
    return (
      <EmptyState
        icon={AddShoppingCartOutlined}
        title={t('upsell.emptyTitle')}
        text={t('upsell.emptyText')}
      >
        {backToOffer}
      </EmptyState>
    );
  }
  const path = documentPaths.offer(offerId, offer.data.offerTypeId, version);
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('upsell.intro', { id: offerId, version })}
      </Typography>
      <Box
        component="ul"
        aria-label={t('upsell.label')}
        sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {upsells.data.map((upsell) => (
          <UpsellCard
            key={upsell.id}
            upsell={upsell}
            onDownload={() => void download.run(path, documentFileNames.offer(offerId))}
            downloading={download.pending !== null}
          />
        ))}
      </Box>
      <Box sx={{ mt: 3 }}>{backToOffer}</Box>
    </>
  );
}
