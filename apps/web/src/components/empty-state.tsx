// A calm, explanatory empty state: an icon in a tinted circle, a heading, a text and optional
// actions. Used by pages without content yet and by pages whose list is empty; a page that is
// nothing but the empty state (the error page) makes its heading the page's h1. A state that
// replaces the form the customer just used (signed!) takes focus on its heading, so that a
// keyboard or screen reader user is not left on a control that is gone.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ElementType, type ReactNode, useEffect, useRef } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  text,
  headingLevel = 'h2',
  takeFocus = false,
  children,
}: {
  icon: ElementType;
  title: string;
  text: string;
  headingLevel?: 'h1' | 'h2';
  /** Moves focus to the heading when shown. */
  takeFocus?: boolean;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
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
      <Typography
        ref={headingRef}
        component={headingLevel}
        variant="h3"
        tabIndex={takeFocus ? -1 : undefined}
        sx={{ mb: 1 }}
      >
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
