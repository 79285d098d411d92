// The message a push carries: the notification's title and body in the customer's
// language, from the same texts the web app shows (contract/notification-texts, decision 036),
// with the tenant's overrides; the path its action opens; the tenant's logo as the icon. The
// service worker shows it as it is (apps/web/src/sw/push-handlers.ts).

import { notificationPath } from '@portal/contract/notification-routes';
import {
  fillPlaceholders,
  type NotificationTexts,
  notificationTextValues,
  tenantOverride,
} from '@portal/contract/notification-text';
import en from '@portal/contract/notification-texts/en';
import fr from '@portal/contract/notification-texts/fr';
import nl from '@portal/contract/notification-texts/nl';
import { isNotificationKey } from '@portal/contract/notifications';
import type { Language, PortalConfig } from '@portal/contract/portal';

export interface PushMessage {
  title: string;
  body: string;
  /** The path the notification opens (its action route), or the notifications page. */
  url: string;
  /** The notification's id, so that a newer push replaces nothing but its own. */
  notificationId: number;
  icon: string;
}

const builtIn: Readonly<Record<Language, NotificationTexts>> = { nl, fr, en };

export interface PushedNotification {
  id: number;
  key: string;
  action: string | null;
  params: Readonly<Record<string, unknown>>;
}

/** The message of a notification, or undefined for a key this version has no words for. */
export function pushMessage(
  notification: PushedNotification,
  language: Language,
  tenant: Pick<PortalConfig, 'texts' | 'logo'>,
): PushMessage | undefined {
  const { key } = notification;
  if (!isNotificationKey(key)) return undefined;
  const values = notificationTextValues(notification.params, language);
  const words = (part: 'title' | 'body') =>
    fillPlaceholders(
      tenantOverride(tenant.texts[language], key, part) ?? builtIn[language][key][part],
      values,
    );
  return {
    title: words('title'),
    body: words('body'),
    url: notificationPath(notification.action, notification.params) ?? '/notifications',
    notificationId: notification.id,
    icon: tenant.logo.url,
  };
}
