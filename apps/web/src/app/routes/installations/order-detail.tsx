// orderDetail: its content arrives with a later issue; until then a translated page frame.
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsOrderDetailRoute() {
  return <UpcomingPage page="orderDetail" icon={AssignmentOutlined} />;
}
