// createIssue: its content arrives with a later issue; until then a translated page frame.
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function SupportCreateIssueRoute() {
  return <UpcomingPage page="createIssue" icon={AddCommentOutlined} />;
}
