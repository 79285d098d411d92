// Renders the snackbar queue (spec §8): one message at a time, 5000 ms, closed by a click.
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { dismissSnackbar, snackbarSnapshot, subscribeSnackbars } from '../lib/snackbar';

export function SnackbarHost() {
  const queue = useSyncExternalStore(subscribeSnackbars, snackbarSnapshot, snackbarSnapshot);
  const message = queue[0];
  if (!message) return null;
  const close = () => dismissSnackbar(message.id);
  return (
    <Snackbar
      key={message.id}
      open
      autoHideDuration={message.timeoutMs}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 88, md: 24 } }}
    >
      <Alert
        severity={message.kind}
        variant="filled"
        onClick={close}
        sx={{ cursor: 'pointer', width: '100%', alignItems: 'center' }}
      >
        {message.text}
      </Alert>
    </Snackbar>
  );
}
