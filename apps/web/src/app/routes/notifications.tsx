// notifications: its content arrives with a later issue; until then a translated page frame.
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { UpcomingPage } from '../../components/upcoming-page';

export default function NotificationsRoute() {
  return <UpcomingPage page="notifications" icon={NotificationsOutlined} />;
}
