// One ticket in a list: its title as a link to the thread, its type, state and last change.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Issue } from '@portal/contract/support';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketStateChip } from './ticket-state-chip';

export function TicketCard({
  issue,
  headingLevel = 'h3',
}: {
  issue: Issue;
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
        to={`/support/${issue.id}`}
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
            {issue.problemTitle}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {issue.type} · {t('list.changed', { date: formatDate(issue.updatedAt, locale) })}
            {issue.files.length > 0 && ` · ${t('list.photos', { count: issue.files.length })}`}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <TicketStateChip state={issue.state} />
          </Box>
        </Box>
        <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
      </Box>
    </Paper>
  );
}
