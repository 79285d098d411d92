// repairDetail: its content arrives with a later issue; until then a translated page frame.
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsRepairDetailRoute() {
  return <UpcomingPage page="repairDetail" icon={BuildOutlined} />;
}
