// /support (spec §2, §3): the open tickets above the closed ones, each with its state in words,
// and the way to report a new problem. A failed load shows the error with a retry, never an
// empty list.
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@portal/contract/support';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { PageSection } from '../../../components/page-section';
import { LoadErrorState } from '../../../components/query-state';
import { useTickets } from '../api/get-tickets';
import { ticketGroups } from '../lib/ticket-groups';
import { TicketCard } from './ticket-card';

function Group({
  id,
  title,
  tickets,
  empty,
}: {
  id: string;
  title: string;
  tickets: Ticket[];
  empty: string;
}) {
  return (
    <PageSection id={id} title={title}>
      {tickets.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {tickets.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </Box>
      )}
    </PageSection>
  );
}

export function TicketList({ intro }: { intro: string }) {
  const { t } = useTranslation('support');
  const query = useTickets();
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    return (
      <LoadErrorState
        title={t('list.loadErrorTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { open, closed } = ticketGroups(query.data);
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>
      <Button
        component={Link}
        to="/support/createissue"
        variant="contained"
        startIcon={<AddCommentOutlined />}
        sx={{ mt: 2 }}
      >
        {t('list.newTicket')}
      </Button>
      <Group id="support-open" title={t('list.open')} tickets={open} empty={t('list.noOpen')} />
      <Group
        id="support-closed"
        title={t('list.closed')}
        tickets={closed}
        empty={t('list.noClosed')}
      />
    </>
  );
}
