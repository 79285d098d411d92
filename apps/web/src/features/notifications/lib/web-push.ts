// The browser's side of web push (decision 038): whether to offer it, the decline
// remembered for PROMPT_DECLINE_MEMORY_DAYS (the spec's 90, in days), and the subscription:
// permission, the service worker's push manager with the tenant's VAPID key, then
// registerSubscription. A failure is logged only (spec §8): the portal works without push.
import { PROMPT_DECLINE_MEMORY_MS } from '@portal/domain/constants';
import { localStore } from '../../../lib/storage';
import { getPushKey } from '../api/get-push-key';
import { registerSubscription } from '../api/register-subscription';
import { unregisterSubscription } from '../api/unregister-subscription';

export const PUSH_DECLINED_KEY = 'pushPromptDeclined';
/** How long the service worker may take to be ready before subscribing gives up. */
const READY_TIMEOUT_MS = 10_000;

/** Whether this browser can take pushes at all (a secure page with a service worker). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Whether to offer push now: supported, not decided in the browser yet, not declined lately. */
export function shouldOfferPush(): boolean {
  return (
    pushSupported() && Notification.permission === 'default' && !localStore.has(PUSH_DECLINED_KEY)
  );
}

/**
 * Whether to offer push, knowing the browser's subscription: as shouldOfferPush, and also when
 * the browser allows pushes but holds no subscription, as after a logout ended the previous
 * customer's (decision 039). The customer now signed in was never asked, so the offer returns.
 */
export async function shouldOfferPushNow(): Promise<boolean> {
  if (shouldOfferPush()) return true;
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  if (localStore.has(PUSH_DECLINED_KEY)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return false;
  return (await registration.pushManager.getSubscription()) === null;
}

export function rememberPushDeclined(): void {
  localStore.write(PUSH_DECLINED_KEY, true, PROMPT_DECLINE_MEMORY_MS);
}

/** base64url text as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function readyWorker(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the service worker was not ready in time')),
      READY_TIMEOUT_MS,
    );
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type PushOutcome = 'subscribed' | 'denied' | 'failed';

/** Asks the browser's permission and subscribes; never throws (failures are logged). */
export async function subscribeToPush(): Promise<PushOutcome> {
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return 'denied';
    const registration = await readyWorker();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(await getPushKey()),
      }));
    await registerSubscription(subscription.toJSON());
    return 'subscribed';
  } catch (error) {
    console.warn('Push subscription failed', error);
    return 'failed';
  }
}

export type DevicePushState = 'unsupported' | 'blocked' | 'on' | 'off';

/** This device's push state, for the account page: on when the browser holds a subscription. */
export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** Ends this device's pushes: the server forgets the subscription, then the browser ends it.
 * Never throws (failures are logged); whether it ended. */
export async function endDevicePush(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return true;
    await unregisterSubscription(subscription.endpoint);
    await subscription.unsubscribe();
    return true;
  } catch (error) {
    console.warn('Ending the push subscription failed', error);
    return false;
  }
}
