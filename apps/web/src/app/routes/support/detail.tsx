// issueDetail: its content arrives with a later issue; until then a translated page frame.
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function SupportDetailRoute() {
  return <UpcomingPage page="issueDetail" icon={ForumOutlined} />;
}
