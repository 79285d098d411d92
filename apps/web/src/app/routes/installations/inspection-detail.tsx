// inspectionDetail: its content arrives with a later issue; until then a translated page frame.
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsInspectionDetailRoute() {
  return <UpcomingPage page="inspectionDetail" icon={FactCheckOutlined} />;
}
