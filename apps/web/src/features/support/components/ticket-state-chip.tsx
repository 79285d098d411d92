// A ticket's state in words (spec §4): in progress, waiting for your reply, done.
import type { TicketState } from '@portal/contract/support';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import { ticketStateLooks } from '../lib/ticket-groups';

export function TicketStateChip({ state }: { state: TicketState }) {
  const { t } = useTranslation('support');
  const looks = ticketStateLooks[state];
  return <StatusChip label={t(looks.key)} dot={looks.dot} />;
}
