// One offer version (spec §2): /installations/offerdetail/{id}_{version}. Once signed, the
// customer waits for news of the order: the moment to offer web push (decision 038).
import { useParams } from 'react-router';
import { PushPromptMoment } from '../../../features/notifications/components/push-prompt';
import { OfferDetailPage } from '../../../features/offers/components/offer-detail-page';
import { OfferNotFound } from '../../../features/offers/components/offer-load-states';
import { parseOfferRef } from '../../../features/offers/lib/offer-ref';

export default function InstallationsOfferDetailRoute() {
  const ref = parseOfferRef(useParams().offer);
  if (!ref) return <OfferNotFound />;
  return (
    <OfferDetailPage
      key={`${ref.offerId}_${ref.version}`}
      offerId={ref.offerId}
      version={ref.version}
      afterSigned={<PushPromptMoment />}
    />
  );
}
