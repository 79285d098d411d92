// The centred page column (spec §2, §9): at least 800 px wide on desktop, full width on mobile.
// `min(800px, 100%)` keeps the minimum without a horizontal scroll bar on narrow desktop windows
// where the side bar leaves less than 800 px.
import Box from '@mui/material/Box';
import { DESKTOP_COLUMN_MIN_WIDTH_PX } from '@portal/domain/constants';
import type { ReactNode } from 'react';

export function PageColumn({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        width: { xs: '100%', md: 'auto' },
        minWidth: { md: `min(${DESKTOP_COLUMN_MIN_WIDTH_PX}px, 100%)` },
        maxWidth: { md: 1040 },
        mx: 'auto',
        px: { xs: 2, md: 4 },
        py: { xs: 2, md: 4 },
        boxSizing: 'border-box',
      }}
    >
      {children}
    </Box>
  );
}
