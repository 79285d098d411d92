// monitoringFeed: its content arrives with a later issue; until then a translated page frame.
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function MonitoringFeedRoute() {
  return <UpcomingPage page="monitoringFeed" icon={BoltOutlined} />;
}
