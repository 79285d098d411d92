// An installation's status in words, with a coloured dot for its tone: something to do, in
// progress, or done. The text keeps the body colour so that it is readable whatever the dot.
import Circle from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusKey, statusTone } from '../lib/installation-labels';

const dotColour = { action: 'warning.main', progress: 'info.main', done: 'success.main' } as const;

export function InstallationStatusChip({ status }: { status: number }) {
  const { t } = useTranslation('installations');
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Circle sx={{ '&&': { color: dotColour[statusTone(status)], fontSize: 10, ml: 1 } }} />}
      label={t(statusKey(status))}
      sx={{
        fontWeight: 600,
        bgcolor: 'background.paper',
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
