// aftersale: its content arrives with a later issue; until then a translated page frame.
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import { UpcomingPage } from '../../components/upcoming-page';

export default function AftersaleRoute() {
  return <UpcomingPage page="aftersale" icon={HandymanOutlined} />;
}
