// The push dialog (spec §2 "shown, then accepted or declined"): asks whether the
// customer wants a message on this device when there is news. Accepting asks the browser's
// permission and subscribes (lib/web-push.ts); declining is remembered for 90 days. Loaded lazily
// (push-prompt.tsx): never part of the first page.
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '../../../components/prompt-dialog';
import { showSnackbar } from '../../../lib/snackbar';
import { rememberPushDeclined, subscribeToPush } from '../lib/web-push';

export default function PushDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const [pending, setPending] = useState(false);
  const decline = () => {
    rememberPushDeclined();
    onClose();
  };
  const accept = async () => {
    setPending(true);
    const outcome = await subscribeToPush();
    setPending(false);
    // A browser that refuses says nothing itself: the customer is told, and where to change it.
    if (outcome === 'subscribed') showSnackbar('success', t('push.subscribed'));
    else if (outcome === 'denied') showSnackbar('error', t('push.denied'), 10_000);
    else showSnackbar('error', t('push.failed'));
    onClose();
  };
  return (
    <PromptDialog
      icon={NotificationsActiveOutlined}
      title={t('push.dialogTitle')}
      text={t('push.dialogText')}
      onDismiss={() => !pending && decline()}
      actions={
        <>
          <Button color="inherit" onClick={decline} disabled={pending}>
            {t('push.decline')}
          </Button>
          <Button variant="contained" onClick={() => void accept()} disabled={pending}>
            {t('push.accept')}
          </Button>
        </>
      }
    />
  );
}
