// The push dialog (issue 10 §4, spec §2 "shown, then accepted or declined"): asks whether the
// customer wants a message on this device when there is news. Accepting asks the browser's
// permission and subscribes (lib/web-push.ts); declining is remembered for 90 days. Loaded lazily
// (push-prompt.tsx): never part of the first page.
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';
import { rememberPushDeclined, subscribeToPush } from '../lib/web-push';

export default function PushDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const decline = () => {
    rememberPushDeclined();
    onClose();
  };
  const accept = async () => {
    setPending(true);
    const outcome = await subscribeToPush();
    setPending(false);
    if (outcome === 'subscribed') showSnackbar('success', t('push.subscribed'));
    onClose();
  };
  return (
    <Dialog open onClose={() => !pending && decline()} aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3, color: 'primary.dark' }}>
        <NotificationsActiveOutlined sx={{ fontSize: 40 }} aria-hidden />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {t('push.dialogTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('push.dialogText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={decline} disabled={pending}>
          {t('push.decline')}
        </Button>
        <Button variant="contained" onClick={() => void accept()} disabled={pending}>
          {t('push.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
