// The grid operator of the installation's address and where the registration stands (spec §4:
// todo, sent by mail, sent via api, queued, done), in words with a coloured dot.
import ElectricalServicesOutlined from '@mui/icons-material/ElectricalServicesOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridOperatorRegistration } from '@portal/contract/grid-operator';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { isFormerFluviusName } from '@portal/domain/grid-operator';
import type { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';
import { StatusChip } from '../../../components/status-chip';

/** i18n key per request status (the status values contain spaces). */
export const statusKeys: Record<GridOperatorRequestStatus, string> = {
  todo: 'todo',
  'sent by mail': 'sentByMail',
  'sent via api': 'sentViaApi',
  queued: 'queued',
  done: 'done',
};

const dotColour: Record<GridOperatorRequestStatus, string> = {
  todo: 'warning.main',
  'sent by mail': 'info.main',
  'sent via api': 'info.main',
  queued: 'info.main',
  done: 'success.main',
};

export function OperatorSummary({ state }: { state: GridOperatorRegistration }) {
  const { t, i18n } = useTranslation('gridOperator');
  const operator = state.operator?.trim() ? state.operator.trim() : null;
  const status = statusKeys[state.requestStatus];
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="grid-operator-name"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <IconTile icon={ElectricalServicesOutlined} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary', lineHeight: 1.6 }}
          >
            {t('summary.label')}
          </Typography>
          <Typography id="grid-operator-name" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {operator ?? t('summary.unknownOperator')}
          </Typography>
          {operator && isFormerFluviusName(operator) && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('summary.formerFluvius', { operator })}
            </Typography>
          )}
          {operator === null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('summary.unknownOperatorText')}
            </Typography>
          )}
        </Box>
      </Box>
      {operator && (
        <Box sx={{ mt: 2 }}>
          <StatusChip
            label={t('status.label', { status: t(`status.${status}`) })}
            dot={dotColour[state.requestStatus]}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t(`statusText.${status}`, { operator })}
          </Typography>
          {state.requestedAt && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t('summary.requestedAt', { date: formatDate(state.requestedAt, locale) })}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
