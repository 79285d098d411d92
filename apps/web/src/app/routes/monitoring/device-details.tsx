// deviceDetails: its content arrives with a later issue; until then a translated page frame.
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function MonitoringDeviceDetailsRoute() {
  return <UpcomingPage page="deviceDetails" icon={DevicesOutlined} />;
}
