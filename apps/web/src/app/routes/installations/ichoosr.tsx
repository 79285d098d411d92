// The delivery document of an externally financed order (spec §2): /installations/ichoosr/{id},
// id being the delivery id. The route joins the delivery (features/deliveries) to its order
// (features/orders), whose flags say whether the document can be signed.
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useDelivery } from '../../../features/deliveries/api/get-delivery';
import { IChoosrPage } from '../../../features/deliveries/components/ichoosr-page';
import { useOrder } from '../../../features/orders/api/get-order';

export function IChoosrDeliveryDocument({ deliveryId }: { deliveryId: number }) {
  const delivery = useDelivery(deliveryId);
  const order = useOrder(delivery.data?.orderId ?? 0, delivery.data !== undefined);
  return <IChoosrPage deliveryId={deliveryId} delivery={delivery} order={order} />;
}

export default function InstallationsIchoosrRoute() {
  const { t } = useTranslation('deliveries');
  const id = useParams().id ?? '';
  if (!/^\d+$/.test(id) || Number(id) === 0) {
    return (
      <EmptyState
        icon={SearchOff}
        title={t('iChoosr.notFoundTitle')}
        text={t('iChoosr.notFoundText')}
      />
    );
  }
  return <IChoosrDeliveryDocument key={id} deliveryId={Number(id)} />;
}
