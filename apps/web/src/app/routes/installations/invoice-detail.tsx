// Invoice detail (spec §2): the invoice page, leading back to the installation the invoice's
// order belongs to when the cached installation list knows it.
import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session';
import { useInstallations } from '../../../features/installations/api/get-installations';
import { InvoiceDetail } from '../../../features/invoices/components/invoice-detail';

export default function InstallationsInvoiceDetailRoute() {
  const { id } = useParams();
  const { isLoggedIn } = useSession();
  const installations = useInstallations(isLoggedIn);
  const installationIdOfOrder = (orderId: number) =>
    installations.data?.find((row) => row.OrderID === orderId)?.id;
  return (
    <InvoiceDetail
      invoiceId={id}
      signedIn={isLoggedIn}
      installationIdOfOrder={installationIdOfOrder}
    />
  );
}
