// /support/{issue_id} (spec §2): the ticket's problem, then its thread: the customer's and the
// company's messages with their time, author and photos (thumbnails that open full size), and a
// reply box with "add photos" while the ticket is open.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ticket, TicketMessage } from '@portal/contract/support';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { PageSection } from '../../../components/page-section';
import { LoadErrorState, NotFoundState } from '../../../components/query-state';
import { isNotFoundError } from '../../../lib/api-error';
import { useTicketMessages } from '../api/get-ticket-messages';
import { useTickets } from '../api/get-tickets';
import { PhotoRow } from './photo-thumbnail';
import { ReplyBox } from './reply-box';
import { TicketStateChip } from './ticket-state-chip';

function Bubble({
  mine,
  author,
  at,
  text,
  children,
}: {
  mine: boolean;
  author: string;
  at: string;
  text: string;
  children?: React.ReactNode;
}) {
  const { i18n } = useTranslation();
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  return (
    <Box
      component="li"
      data-author={mine ? 'customer' : 'company'}
      sx={{
        listStyle: 'none',
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        mb: 1.5,
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: 'min(560px, 90%)',
          borderRadius: '16px',
          bgcolor: mine ? 'action.hover' : 'background.paper',
          borderLeft: mine ? undefined : '4px solid',
          borderLeftColor: mine ? undefined : 'primary.main',
        }}
      >
        <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
          {author}{' '}
          <Typography
            component="time"
            variant="body2"
            dateTime={at}
            sx={{ color: 'text.secondary', fontWeight: 400 }}
          >
            {formatDate(at, locale)}
          </Typography>
        </Typography>
        {text !== '' && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
            {text}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}

function Thread({ ticket, messages }: { ticket: Ticket; messages: TicketMessage[] }) {
  const { t } = useTranslation('support');
  return (
    <Box component="ol" sx={{ p: 0, m: 0 }}>
      <Bubble mine author={t('detail.you')} at={ticket.createdAt} text={ticket.problem} />
      {messages.map((message) => (
        <Bubble
          key={message.id}
          mine={message.author === 'customer'}
          author={message.author === 'customer' ? t('detail.you') : (message.authorName ?? '')}
          at={message.createdAt}
          text={message.message}
        >
          <PhotoRow issueId={ticket.id} files={message.files} />
        </Bubble>
      ))}
    </Box>
  );
}

export function TicketThread({
  issueId,
  describeInstallation,
}: {
  issueId: number | null;
  /** The installation's name in words, from the app's installations. */
  describeInstallation: (installation: NonNullable<Ticket['installation']>) => string | null;
}) {
  const { t } = useTranslation('support');
  const tickets = useTickets();
  const messages = useTicketMessages(issueId);
  const ticket = tickets.data?.find((entry) => entry.id === issueId);
  const notFound =
    issueId === null || isNotFoundError(messages.error) || (tickets.isSuccess && !ticket);
  if (notFound) {
    return <NotFoundState title={t('detail.notFoundTitle')} text={t('detail.notFoundText')} />;
  }
  if (tickets.isPending || messages.isPending) return <CentredSpinner />;
  if (tickets.isError || messages.isError || !ticket) {
    return (
      <LoadErrorState
        title={t('detail.loadErrorTitle')}
        error={tickets.error ?? messages.error}
        onRetry={() => {
          void tickets.refetch();
          void messages.refetch();
        }}
      />
    );
  }
  const installation = ticket.installation ? describeInstallation(ticket.installation) : null;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {ticket.problemTitle}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <TicketStateChip state={ticket.state} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('detail.type')}: {ticket.type} · {t('detail.installation')}:{' '}
        {installation ?? t('detail.installationNone')}
      </Typography>
      <PageSection id="ticket-thread" title={t('detail.thread')}>
        <Thread ticket={ticket} messages={messages.data} />
      </PageSection>
      {ticket.final ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('detail.closedNote')}</Typography>
          <Button
            component={Link}
            to="/support/createissue"
            variant="outlined"
            color="inherit"
            sx={{ mt: 1.5 }}
          >
            {t('list.newTicket')}
          </Button>
        </Box>
      ) : (
        <ReplyBox issueId={ticket.id} />
      )}
    </>
  );
}
