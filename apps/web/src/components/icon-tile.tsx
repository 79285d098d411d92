// The tinted square (or round) tile holding the icon at the head of a card: an installation, a
// document group, an invoice, an order, the grid operator. Decorative, so hidden from assistive
// technology.
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ElementType } from 'react';

export function IconTile({
  icon: Icon,
  round = false,
  gridArea,
}: {
  icon: ElementType;
  round?: boolean;
  /** The tile's area when the card lays out with a CSS grid. */
  gridArea?: string;
}) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        gridArea,
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: round ? '50%' : '12px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(theme.palette.primary.main, 0.16),
      })}
    >
      <Icon />
    </Box>
  );
}
