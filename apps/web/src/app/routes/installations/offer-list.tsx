// The versions of an offer (spec §2): /installations/offerdetail/list/{id}.
import { useParams } from 'react-router';
import { OfferNotFound } from '../../../features/offers/components/offer-load-states';
import { OfferVersionList } from '../../../features/offers/components/offer-version-list';
import { parseOfferId } from '../../../features/offers/lib/offer-ref';

export default function InstallationsOfferListRoute() {
  const offerId = parseOfferId(useParams().id);
  return offerId === null ? (
    <OfferNotFound />
  ) : (
    <OfferVersionList key={offerId} offerId={offerId} />
  );
}
