// The service worker's part of web push: a `push` shows the notification the server
// composed (title and body in the customer's language, the tenant's icon), and a click on it
// focuses a window of the portal on its action route, or opens one. The server's payload is
// features/push/push-message.ts; a payload that cannot be read still shows a notification (a
// push the browser was promised to show, userVisibleOnly) that opens the notifications page.
// The worker (sw.ts) calls registerPushHandlers(self).
//
// The scope is typed by what is used of it, so that this file compiles with the DOM types of the
// app as well as the worker's: a ServiceWorkerGlobalScope is one (scope-check.sw.ts proves it
// under the WebWorker types).

/** What the server pushes (apps/server/src/features/push/push-message.ts). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  notificationId: number;
  icon: string;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown } | null;
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string | URL): Promise<WindowClientLike | null>;
}

export interface PushHandlerScope {
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEventLike) => void,
  ): void;
  readonly registration: {
    readonly scope: string;
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string | URL): Promise<WindowClientLike | null>;
  };
}

const FALLBACK_PATH = '/notifications';

function payloadOf(event: PushEventLike): PushPayload | undefined {
  try {
    const value: unknown = event.data?.json();
    if (typeof value !== 'object' || value === null) return undefined;
    const read = (name: string): unknown => Reflect.get(value, name);
    const [title, body, url, notificationId, icon] = [
      read('title'),
      read('body'),
      read('url'),
      read('notificationId'),
      read('icon'),
    ];
    if (typeof title !== 'string' || typeof url !== 'string') return undefined;
    return {
      title,
      body: typeof body === 'string' ? body : '',
      url,
      notificationId: typeof notificationId === 'number' ? notificationId : 0,
      icon: typeof icon === 'string' ? icon : '',
    };
  } catch {
    return undefined;
  }
}

/** The address to open: the payload's path on the portal's own origin, never another site. */
export function targetUrl(scopeUrl: string, data: unknown): URL {
  const origin = new URL(scopeUrl).origin;
  const path =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : FALLBACK_PATH;
  const url = new URL(path, origin);
  return url.origin === origin ? url : new URL(FALLBACK_PATH, origin);
}

async function openOrFocus(scope: PushHandlerScope, url: URL): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === url.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() works only on a window this worker controls; otherwise a new one opens.
    const navigated = await focused.navigate(url.href).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(url.href);
}

export function registerPushHandlers(scope: PushHandlerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    const host = new URL(scope.registration.scope).host;
    event.waitUntil(
      scope.registration.showNotification(payload?.title ?? host, {
        body: payload?.body ?? '',
        ...(payload?.icon ? { icon: payload.icon } : {}),
        // One notification per portal notification: a repeat replaces it instead of stacking.
        tag: payload ? `notification-${payload.notificationId}` : 'notification',
        data: { url: payload?.url ?? FALLBACK_PATH },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(
      openOrFocus(scope, targetUrl(scope.registration.scope, event.notification.data)),
    );
  });
}
