// The account page's push state of this device (decision 069): whether it gets the customer's
// pushes, and a switch to turn them on (the browser's permission, then registerSubscription) or
// off (the server forgets the subscription, then the browser ends it).
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DevicePushState,
  devicePushState,
  endDevicePush,
  subscribeToPush,
} from '../lib/web-push';

export function PushDeviceCard() {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<DevicePushState | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const stateId = useId();
  useEffect(() => {
    let current = true;
    void devicePushState().then((found) => {
      if (current) setState(found);
    });
    return () => {
      current = false;
    };
  }, []);
  if (state === undefined || state === 'unsupported') return null;

  const toggle = async (on: boolean) => {
    setPending(true);
    if (on) await subscribeToPush();
    else await endDevicePush();
    setState(await devicePushState());
    setPending(false);
  };
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, mt: 3, borderRadius: '16px', display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <div style={{ flex: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('push.offerTitle')}
        </Typography>
        <Typography id={stateId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`push.deviceState.${state}`)}
        </Typography>
      </div>
      <Switch
        checked={state === 'on'}
        disabled={pending || state === 'blocked'}
        onChange={(event) => void toggle(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': titleId, 'aria-describedby': stateId } }}
      />
    </Paper>
  );
}
