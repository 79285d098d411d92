// One ticket in a list: its title as a link to the thread, its type, state and last change.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@portal/contract/support';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketStateChip } from './ticket-state-chip';

export function TicketCard({
  ticket,
  headingLevel = 'h3',
}: {
  ticket: Ticket;
  headingLevel?: 'h3' | 'h4';
}) {
  const { t, i18n } = useTranslation('support');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', borderRadius: '16px', mb: 1.5 }}
    >
      <Box
        component={Link}
        to={`/support/${ticket.id}`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 2,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: '16px',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component={headingLevel} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {ticket.problemTitle}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {ticket.type} · {t('list.changed', { date: formatDate(ticket.updatedAt, locale) })}
            {ticket.files.length > 0 && ` · ${t('list.photos', { count: ticket.files.length })}`}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <TicketStateChip state={ticket.state} />
          </Box>
        </Box>
        <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
      </Box>
    </Paper>
  );
}
