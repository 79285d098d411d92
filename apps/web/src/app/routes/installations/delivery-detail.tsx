// /installations/deliverydetail/{id} (spec §2): one delivery of the signed-in customer.
import { useParams } from 'react-router';
import { DeliveryDetail } from '../../../features/deliveries/components/delivery-detail';

export default function InstallationsDeliveryDetailRoute() {
  const { id } = useParams();
  return <DeliveryDetail deliveryParam={id} />;
}
