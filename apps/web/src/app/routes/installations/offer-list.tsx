// offerList: its content arrives with a later issue; until then a translated page frame.
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsOfferListRoute() {
  return <UpcomingPage page="offerList" icon={DescriptionOutlined} />;
}
