// /support (spec §2, feature support): open and closed tickets with their state in words,
// introduced by the tenant's own support text (tenant texts override common:supportIntro).
import { useTranslation } from 'react-i18next';
import { TicketList } from '../../../features/support/components/ticket-list';

export default function SupportListRoute() {
  const { t } = useTranslation('common');
  return <TicketList intro={t('supportIntro')} />;
}
