// /installations/deliverydetail/order/{id} (spec §2): the delivery planning of one order.
import { useParams } from 'react-router';
import { DeliveryPlanning } from '../../../features/deliveries/components/delivery-planning';

export default function InstallationsDeliveryPlanningRoute() {
  const { id } = useParams();
  return <DeliveryPlanning orderParam={id} />;
}
