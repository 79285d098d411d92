// The upsell proposals of an offer version (spec §2): /installations/offerdetail/upsell/{id}_{version}.
import { useParams } from 'react-router';
import { OfferNotFound } from '../../../features/offers/components/offer-load-states';
import { OfferUpsellPage } from '../../../features/offers/components/offer-upsell-page';
import { parseOfferRef } from '../../../features/offers/lib/offer-ref';

export default function InstallationsOfferUpsellRoute() {
  const ref = parseOfferRef(useParams().offer);
  if (!ref) return <OfferNotFound />;
  return (
    <OfferUpsellPage
      key={`${ref.offerId}_${ref.version}`}
      offerId={ref.offerId}
      version={ref.version}
    />
  );
}
