// A calm, explanatory empty state: an icon in a tinted circle, a heading, a text and optional
// actions. Used by pages without content yet and by pages whose list is empty.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: ElementType;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 6 },
        textAlign: 'center',
        borderRadius: '20px',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(theme.palette.primary.main, 0.16),
          color: 'text.primary',
        })}
      >
        <Icon sx={{ fontSize: 36 }} />
      </Box>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520, mx: 'auto' }}>{text}</Typography>
      {children && (
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}
