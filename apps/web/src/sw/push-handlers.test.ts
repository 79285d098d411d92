// The service worker's push handlers with a fake worker scope: a push shows the server's title,
// body and icon (one notification per portal notification); an unreadable push still shows one;
// a click focuses an open portal window on the notification's route, or opens one; a route of
// another site is never opened.
import { describe, expect, it, vi } from 'vitest';
import {
  type NotificationClickEventLike,
  type PushEventLike,
  type PushHandlerScope,
  registerPushHandlers,
} from './push-handlers';

function fakeScope(windows: { url: string }[] = []) {
  const listeners: {
    push?: (event: PushEventLike) => void;
    notificationclick?: (event: NotificationClickEventLike) => void;
  } = {};
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const focused: string[] = [];
  const clients = windows.map((window) => {
    const client = {
      url: window.url,
      focus: async () => {
        focused.push(window.url);
        return client;
      },
      navigate: async (url: string | URL) => {
        navigated.push(String(url));
        return client;
      },
    };
    return client;
  });
  const scope: PushHandlerScope = {
    addEventListener: (type: string, listener: never) => {
      if (type === 'push' || type === 'notificationclick') listeners[type] = listener;
    },
    registration: {
      scope: 'https://demo.portal.example.be/',
      showNotification: async (title, options) => {
        shown.push({ title, ...(options ? { options } : {}) });
      },
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url) => {
        opened.push(String(url));
        return null;
      },
    },
  };
  registerPushHandlers(scope);
  const waiting: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => {
    waiting.push(promise);
  };
  return {
    shown,
    opened,
    navigated,
    focused,
    async push(data: unknown) {
      listeners.push?.({ waitUntil, data: data === undefined ? null : { json: () => data } });
      await Promise.all(waiting);
    },
    async click(data: unknown) {
      const close = vi.fn();
      listeners.notificationclick?.({ waitUntil, notification: { data, close } });
      await Promise.all(waiting);
      return close;
    },
  };
}

const message = {
  title: 'Plaatsing ingepland',
  body: 'Wij komen uw installatie plaatsen op 3 december 2026 om 09:00.',
  url: '/installations/deliverydetail/4',
  notificationId: 12,
  icon: '/tenants/demo/logo.svg',
};

describe('the push handlers', () => {
  it('show the pushed notification with its title, body and the tenant icon', async () => {
    const worker = fakeScope();
    await worker.push(message);
    expect(worker.shown).toEqual([
      {
        title: message.title,
        options: {
          body: message.body,
          icon: message.icon,
          tag: 'notification-12',
          data: { url: message.url },
        },
      },
    ]);
  });

  it('still show a notification for a push they cannot read', async () => {
    const worker = fakeScope();
    await worker.push(undefined);
    expect(worker.shown[0]).toMatchObject({
      title: 'demo.portal.example.be',
      options: { data: { url: '/notifications' } },
    });
  });

  it('focus an open portal window on the route of a clicked notification', async () => {
    const worker = fakeScope([{ url: 'https://demo.portal.example.be/installations' }]);
    const close = await worker.click({ url: message.url });
    expect(close).toHaveBeenCalled();
    expect(worker.focused).toEqual(['https://demo.portal.example.be/installations']);
    expect(worker.navigated).toEqual([
      'https://demo.portal.example.be/installations/deliverydetail/4',
    ]);
    expect(worker.opened).toEqual([]);
  });

  it('open a window when none is open, never on another site', async () => {
    const worker = fakeScope();
    await worker.click({ url: message.url });
    await worker.click({ url: 'https://evil.example.com/phish' });
    await worker.click({ url: '//evil.example.com/phish' });
    expect(worker.opened).toEqual([
      'https://demo.portal.example.be/installations/deliverydetail/4',
      'https://demo.portal.example.be/notifications',
      'https://demo.portal.example.be/notifications',
    ]);
  });
});
