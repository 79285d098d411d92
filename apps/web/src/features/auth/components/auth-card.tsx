// A form card of the identity pages: a tinted icon, a heading, an introduction and the form.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { AuthFrame } from './auth-frame';

export function AuthCard({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: ElementType;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthFrame>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: '20px' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 56,
            height: 56,
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.16),
          })}
        >
          <Icon />
        </Box>
        <Typography
          component="h2"
          variant="h2"
          sx={{ mb: 1, fontSize: { xs: '1.375rem', sm: '1.5rem' } }}
        >
          {title}
        </Typography>
        {intro && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography>}
        {children}
      </Paper>
    </AuthFrame>
  );
}
