// repairList: its content arrives with a later issue; until then a translated page frame.
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsRepairListRoute() {
  return <UpcomingPage page="repairList" icon={ConstructionOutlined} />;
}
