// /support (spec §2, §3): the open tickets above the closed ones, each with its state in words,
// and the way to report a new problem. A failed load shows the error with a retry, never an
// empty list.
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Issue } from '@portal/contract/support';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { PageSection } from '../../../components/page-section';
import { LoadErrorState } from '../../../components/query-state';
import { useIssues } from '../api/get-issues';
import { ticketGroups } from '../lib/ticket-groups';
import { TicketCard } from './ticket-card';

function Group({
  id,
  title,
  issues,
  empty,
}: {
  id: string;
  title: string;
  issues: Issue[];
  empty: string;
}) {
  return (
    <PageSection id={id} title={title}>
      {issues.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {issues.map((issue) => (
            <TicketCard key={issue.id} issue={issue} />
          ))}
        </Box>
      )}
    </PageSection>
  );
}

export function TicketList({ intro }: { intro: string }) {
  const { t } = useTranslation('support');
  const query = useIssues();
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
      <Group id="support-open" title={t('list.open')} issues={open} empty={t('list.noOpen')} />
      <Group
        id="support-closed"
        title={t('list.closed')}
        issues={closed}
        empty={t('list.noClosed')}
      />
    </>
  );
}
