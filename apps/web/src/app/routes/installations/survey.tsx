// survey: its content arrives with a later issue; until then a translated page frame.
import ReviewsOutlined from '@mui/icons-material/ReviewsOutlined';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function InstallationsSurveyRoute() {
  return <UpcomingPage page="survey" icon={ReviewsOutlined} />;
}
