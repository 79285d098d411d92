// netOperator: its content arrives with a later issue; until then a translated page frame.
import ElectricalServicesOutlined from '@mui/icons-material/ElectricalServicesOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsNetOperatorRoute() {
  return <UpcomingPage page="netOperator" icon={ElectricalServicesOutlined} />;
}
