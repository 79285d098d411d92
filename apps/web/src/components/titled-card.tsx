// A card that opens with a tinted icon, a heading and an introduction, then its content: the forms
// of the identity pages and of the public referral page.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';

export function TitledCard({
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
  );
}
