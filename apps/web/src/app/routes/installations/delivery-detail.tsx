// deliveryDetail: its content arrives with a later issue; until then a translated page frame.
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsDeliveryDetailRoute() {
  return <UpcomingPage page="deliveryDetail" icon={LocalShippingOutlined} />;
}
