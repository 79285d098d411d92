// support: the ticket list arrives with a later issue; until then a translated page frame,
// introduced by the tenant's own support text (tenant texts override common:supportIntro).
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function SupportListRoute() {
  const { t } = useTranslation('common');
  return <UpcomingPage page="support" icon={SupportAgentOutlined} intro={t('supportIntro')} />;
}
