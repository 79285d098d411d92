// Invoice list (spec §2): an invoice with its related invoices.
import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session';
import { InvoiceList } from '../../../features/invoices/components/invoice-list';

export default function InstallationsInvoiceListRoute() {
  const { id } = useParams();
  const { isLoggedIn } = useSession();
  return <InvoiceList invoiceId={id} signedIn={isLoggedIn} />;
}
