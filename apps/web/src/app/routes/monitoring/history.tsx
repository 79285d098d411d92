// monitoringHistory: its content arrives with a later issue; until then a translated page frame.
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function MonitoringHistoryRoute() {
  return <UpcomingPage page="monitoringHistory" icon={TimelineOutlined} />;
}
