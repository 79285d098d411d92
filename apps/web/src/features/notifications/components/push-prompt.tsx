// When the push dialog appears (decision 038): never on the first load, only at a moment that
// gives it meaning. On the notifications page the customer opens it from a card; right after
// signing an offer it opens by itself, since the customer now waits for news of the order. Shown
// only where the browser can take pushes, permission was not decided yet (or was given but this
// browser holds no subscription, as after a logout), the customer did not decline in the last 90
// days, and the install dialog is not showing (the prompt slot:
// the two never show together, decision 045). Its code loads only when it is about to show.
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';
import { claimPromptSlot, releasePromptSlot } from '../../../lib/prompt-slot';
import { shouldOfferPush, shouldOfferPushNow } from '../lib/web-push';

const PushDialog = lazy(() => import('./push-dialog'));

function LazyPushDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PushDialog onClose={onClose} />
    </Suspense>
  );
}

/** Whether to offer push: known at once in most cases, refined once the worker has answered. */
function usePushOffer(): [boolean, () => void] {
  const [offered, setOffered] = useState(shouldOfferPush);
  const refresh = () => {
    shouldOfferPushNow().then(setOffered, () => setOffered(false));
  };
  // Asked once, when the card appears; again after the dialog closed.
  useEffect(refresh, []);
  return [offered, refresh];
}

/** The card on the notifications page that offers push; gone once decided. */
export function PushOfferCard() {
  const { t } = useTranslation('notifications');
  const [offered, refreshOffer] = usePushOffer();
  const [open, setOpen] = useState(false);
  if (!offered) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px', mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <IconTile icon={NotificationsActiveOutlined} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('push.offerTitle')}
          </Typography>
          <Typography variant="body2">{t('push.offerText')}</Typography>
          <Button variant="contained" sx={{ mt: 1.5 }} onClick={() => setOpen(true)}>
            {t('push.turnOn')}
          </Button>
        </Box>
      </Box>
      <LazyPushDialog
        open={open}
        onClose={() => {
          setOpen(false);
          refreshOffer();
        }}
      />
    </Paper>
  );
}

/** Opens the dialog by itself, a moment after it is shown (after a signed offer). */
export function PushPromptMoment({ delayMs = 1_500 }: { delayMs?: number }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    shouldOfferPushNow().then(
      (offer) => {
        if (offer && !cancelled)
          timer = setTimeout(() => setOpen(claimPromptSlot('push')), delayMs);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [delayMs]);
  return (
    <LazyPushDialog
      open={open}
      onClose={() => {
        releasePromptSlot('push');
        setOpen(false);
      }}
    />
  );
}
