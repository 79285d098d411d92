// The account page's push state of this device (decision 069): whether it gets the customer's
// pushes, and a switch to turn them on (the browser's permission, then registerSubscription) or
// off (the server forgets the subscription, then the browser ends it).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingSwitchCard } from '../../../components/setting-switch-card';
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
    <SettingSwitchCard
      title={t('push.offerTitle')}
      state={t(`push.deviceState.${state}`)}
      checked={state === 'on'}
      disabled={pending || state === 'blocked'}
      onChange={(on) => void toggle(on)}
    />
  );
}
