// deliveryPlanning: its content arrives with a later issue; until then a translated page frame.
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsDeliveryPlanningRoute() {
  return <UpcomingPage page="deliveryPlanning" icon={EventNoteOutlined} />;
}
