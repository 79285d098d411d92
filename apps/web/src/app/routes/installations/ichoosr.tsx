// ichoosr: its content arrives with a later issue; until then a translated page frame.
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsIchoosrRoute() {
  return <UpcomingPage page="ichoosr" icon={DrawOutlined} />;
}
