// documents: its content arrives with a later issue; until then a translated page frame.
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { UpcomingPage } from '../../components/upcoming-page';

export default function DocumentsRoute() {
  return <UpcomingPage page="documents" icon={FolderOpenOutlined} />;
}
