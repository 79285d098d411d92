// The frame of the identity pages (login, registration, password): a narrow centred column in the
// blank layout, so a form reads as one card on a phone and on a desktop alike.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 480, mx: 'auto', mt: { xs: 0, md: 3 } }}>{children}</Box>
  );
}
