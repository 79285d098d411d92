// The values a notification's words need: every `{{name}}` of its title and body. The three
// languages name the same values (notification-placeholders.test.ts), so the Dutch texts stand for
// all. A notification written without one of them would show a raw `{{date}}` or a gap in the
// sentence, so whoever writes one (the back office through the integration API, the portal's own
// changes, the demo) must give them all.

import nl from './notification-texts/nl.ts';
import type { NotificationKey } from './notifications.ts';

const placeholder = /{{\s*(\w+)\s*}}/g;

/** The distinct `{{name}}` names of a template, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(placeholder), (match) => match[1] ?? ''))];
}

/** The values the words of `key` show. */
export function notificationTextParams(key: NotificationKey): string[] {
  const words = nl[key];
  return placeholdersOf(`${words.title} ${words.body}`);
}

/** The values `key`'s words show that `params` lacks (a string or number counts as given). */
export function missingNotificationParams(
  key: NotificationKey,
  params: Readonly<Record<string, unknown>>,
): string[] {
  return notificationTextParams(key).filter((name) => {
    const value = params[name];
    return !(typeof value === 'number' || (typeof value === 'string' && value.trim() !== ''));
  });
}
