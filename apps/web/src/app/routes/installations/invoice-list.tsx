// invoiceList: its content arrives with a later issue; until then a translated page frame.
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsInvoiceListRoute() {
  return <UpcomingPage page="invoiceList" icon={ReceiptLongOutlined} />;
}
