// Order detail (spec §2): the order page, with a way back to the installation the order belongs
// to when the cached installation list knows it.
import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session';
import { useInstallations } from '../../../features/installations/api/get-installations';
import { OrderDetail } from '../../../features/orders/components/order-detail';

export default function InstallationsOrderDetailRoute() {
  const { id } = useParams();
  const { isLoggedIn } = useSession();
  const installations = useInstallations(isLoggedIn);
  const installationId = installations.data?.find((row) => String(row.OrderID) === id)?.id;
  return <OrderDetail orderId={id} signedIn={isLoggedIn} installationId={installationId} />;
}
