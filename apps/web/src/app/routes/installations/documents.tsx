// installationDocuments: its content arrives with a later issue; until then a translated page frame.
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsDocumentsRoute() {
  return <UpcomingPage page="installationDocuments" icon={FolderOpenOutlined} />;
}
