// loyalty: its content arrives with a later issue; until then a translated page frame.
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import { UpcomingPage } from '../../components/upcoming-page';

export default function LoyaltyRoute() {
  return <UpcomingPage page="loyalty" icon={CardGiftcardOutlined} />;
}
