// monitoringInsights: its content arrives with a later issue; until then a translated page frame.
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function MonitoringInsightsRoute() {
  return <UpcomingPage page="monitoringInsights" icon={QueryStatsOutlined} />;
}
