// One payment field with its copy button: the label, the value as the customer reads it, and a
// button whose accessible name says what it copies. `copyValue` is what lands on the clipboard
// when it differs from the display (an IBAN without its grouping spaces).
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

export function CopyField({
  label,
  value,
  copyValue = value,
  monospace = false,
}: {
  label: string;
  value: string;
  copyValue?: string;
  monospace?: boolean;
}) {
  const { t } = useTranslation('invoices');
  const copy = useCopyToClipboard();
  const buttonLabel = t('payment.copyField', { field: label });
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            fontFamily: monospace ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined,
          }}
        >
          {value}
        </Typography>
      </Box>
      <Tooltip title={buttonLabel}>
        <IconButton aria-label={buttonLabel} onClick={() => void copy(copyValue, label)}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
