// invoiceDetail: its content arrives with a later issue; until then a translated page frame.
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsInvoiceDetailRoute() {
  return <UpcomingPage page="invoiceDetail" icon={ReceiptLongOutlined} />;
}
