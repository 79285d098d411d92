// One repair in a list: its problem, state, the report date and the planned visit, linking to the
// repair's page.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Repair } from '@portal/contract/repairs';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { installationRoutes } from '@portal/domain/installation-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RepairStateChip } from './repair-state-chip';

export function RepairCard({ repair }: { repair: Repair }) {
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
        to={installationRoutes.repair(repair.id)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 2,
          color: 'inherit',
          textDecoration: 'none',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {repair.problem}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('repairs.reported', {
              date: formatDate(repair.reportedAt, locale, { withTime: false }),
            })}
            {' · '}
            {t('repairs.plannedVisit')}:{' '}
            {repair.plannedDate ? formatDate(repair.plannedDate, locale) : t('repairs.notPlanned')}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <RepairStateChip state={repair.state} />
          </Box>
        </Box>
        <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
      </Box>
    </Paper>
  );
}
