// offerUpsell: its content arrives with a later issue; until then a translated page frame.
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsOfferUpsellRoute() {
  return <UpcomingPage page="offerUpsell" icon={PostAddOutlined} />;
}
