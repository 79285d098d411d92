// A status in words, in a small outlined chip that wraps long texts, with a coloured dot for its
// tone when `dot` names a palette colour. The text keeps the body colour so that it stays
// readable whatever the dot.
import Circle from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';

export function StatusChip({
  label,
  dot,
  sx,
}: {
  label: string;
  /** A palette colour such as 'success.main'; no dot without it. */
  dot?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={dot ? <Circle sx={{ '&&': { color: dot, fontSize: 10, ml: 1 } }} /> : undefined}
      label={label}
      sx={[
        {
          fontWeight: 600,
          bgcolor: 'background.paper',
          maxWidth: '100%',
          height: 'auto',
          minHeight: 24,
          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
