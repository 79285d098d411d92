// One snackbar message (spec §8), shown by snackbar-host.tsx: 5000 ms, closed by a click.
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarMessage as Message } from '../lib/snackbar';
import { MuiThemeScope } from './mui-theme-scope';

export default function SnackbarMessage({
  message,
  onClose,
}: {
  message: Message;
  onClose: () => void;
}) {
  return (
    <MuiThemeScope>
      <Snackbar
        open
        autoHideDuration={message.timeoutMs}
        onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 88, md: 24 } }}
      >
        <Alert
          severity={message.kind}
          variant="filled"
          onClick={onClose}
          sx={{ cursor: 'pointer', width: '100%', alignItems: 'center' }}
        >
          {message.text}
        </Alert>
      </Snackbar>
    </MuiThemeScope>
  );
}
