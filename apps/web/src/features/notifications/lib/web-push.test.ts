// The browser's side of web push: offered only where push works and nothing was decided; a
// decline is remembered for 90 days; accepting subscribes through the service worker with the
// tenant's VAPID key and registers the subscription; a failure is logged only.
import { PROMPT_DECLINE_MEMORY_MS } from '@portal/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationServerKey,
  devicePushState,
  endDevicePush,
  PUSH_DECLINED_KEY,
  rememberPushDeclined,
  shouldOfferPush,
  shouldOfferPushNow,
  subscribeToPush,
} from './web-push';

const vapidKey = `B${'A'.repeat(86)}`;
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) },
};

function browser(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
  held: typeof subscription | null = null,
) {
  const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
  const unsubscribe = vi.fn(async () => true);
  const heldSubscription = held && { ...held, unsubscribe };
  const pushManager = { getSubscription: async () => heldSubscription, subscribe };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: async () => answer });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager }),
      getRegistration: async () => ({ pushManager }),
    },
  });
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const data = url.endsWith('portal/push-key')
        ? { publicKey: vapidKey }
        : { registered: init?.method !== 'DELETE' };
      return Response.json({ data, errors: [] });
    }),
  );
  return { subscribe, unsubscribe, calls };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push in the browser', () => {
  it('is offered only while the permission is undecided and not declined in 90 days', () => {
    browser('default');
    expect(shouldOfferPush()).toBe(true);
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    rememberPushDeclined();
    expect(shouldOfferPush()).toBe(false);
    vi.setSystemTime(Date.now() + PROMPT_DECLINE_MEMORY_MS - 60_000);
    expect(shouldOfferPush()).toBe(false);
    vi.setSystemTime(Date.now() + 120_000);
    expect(shouldOfferPush()).toBe(true);
    expect(localStorage.getItem(PUSH_DECLINED_KEY)).toBeNull();
    browser('granted');
    expect(shouldOfferPush()).toBe(false);
  });

  it('is offered again where pushes are allowed but no subscription is held (after a logout)', async () => {
    browser('granted', 'granted', null);
    expect(await shouldOfferPushNow()).toBe(true);
    browser('granted', 'granted', subscription);
    expect(await shouldOfferPushNow()).toBe(false);
    browser('denied');
    expect(await shouldOfferPushNow()).toBe(false);
    browser('granted', 'granted', null);
    rememberPushDeclined();
    expect(await shouldOfferPushNow()).toBe(false);
  });

  it('subscribes with the tenant key and registers the subscription', async () => {
    const { subscribe, calls } = browser('default');
    expect(await subscribeToPush()).toBe('subscribed');
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(vapidKey),
    });
    expect(applicationServerKey(vapidKey)).toHaveLength(65);
    expect(calls.at(-1)).toEqual({
      url: '/api/customers/registerSubscription',
      body: subscription,
    });
  });

  it('stops when the permission is refused, and only logs a failure', async () => {
    const refused = browser('default', 'denied');
    expect(await subscribeToPush()).toBe('denied');
    expect(refused.subscribe).not.toHaveBeenCalled();
    const failing = browser('default');
    failing.subscribe.mockRejectedValueOnce(new Error('push service unreachable'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await subscribeToPush()).toBe('failed');
    expect(warn).toHaveBeenCalledWith('Push subscription failed', expect.any(Error));
    warn.mockRestore();
  });

  it('tells the device’s push state and ends it on the server, then in the browser', async () => {
    browser('denied');
    expect(await devicePushState()).toBe('blocked');
    browser('granted', 'granted', null);
    expect(await devicePushState()).toBe('off');
    const { unsubscribe, calls } = browser('granted', 'granted', subscription);
    expect(await devicePushState()).toBe('on');
    expect(await endDevicePush()).toBe(true);
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/customers\/registerSubscription$/),
        body: { endpoint: subscription.endpoint },
      },
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
