// While the browser is on its way to the provider or the login completes: a spinner with words.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoginProgress({ text }: { text: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', gap: 2, minHeight: '40vh', textAlign: 'center' }}
    >
      <CircularProgress aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Box>
  );
}
