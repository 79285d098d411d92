// offerDetail: its content arrives with a later issue; until then a translated page frame.
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsOfferDetailRoute() {
  return <UpcomingPage page="offerDetail" icon={DescriptionOutlined} />;
}
