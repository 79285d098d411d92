// A titled card section of the grid-operator page; the heading labels the section for screen
// readers.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
