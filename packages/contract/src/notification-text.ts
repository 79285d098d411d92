// What a notification says, in words: one title and one body per NotificationKey and
// language, in notification-texts/{nl,fr,en}.ts. These modules are the one source of the words:
// the web app loads each as the i18next namespace `notificationTexts` (its language chunk), and
// the server's push composer reads them for the push message in the customer's language. A
// tenant overrides a text like any web text, by the key `notificationTexts:<key>.title` (or
// `.body`) in its portal configuration's texts (decision 036).
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import type { NotificationKey } from './notifications.ts';
import { planLoadName } from './plan-load-names.ts';
import type { Language } from './portal.ts';

export interface NotificationWords {
  title: string;
  body: string;
}

/** Every key's words in one language; `{{name}}` is filled from the notification's params. */
export type NotificationTexts = Readonly<Record<NotificationKey, NotificationWords>>;

/** The i18next namespace of the texts, and the prefix of a tenant's override keys. */
export const NOTIFICATION_TEXTS_NAMESPACE = 'notificationTexts';

/**
 * The params as the texts show them, in the language's format: `amount` (euro) as money, `date`
 * (an ISO instant or day) as a Brussels date, `load` (an energy plan load's kind) as its name;
 * any other number or string as it is.
 */
export function notificationTextValues(
  params: Readonly<Record<string, unknown>>,
  language: Language,
): Record<string, string> {
  const locale = formatLocaleFor(language);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const loadName = name === 'load' ? planLoadName(value, language) : undefined;
    if (name === 'amount' && typeof value === 'number' && Number.isFinite(value)) {
      values[name] = formatMoney(Math.round(value * 100), locale);
    } else if (name === 'date' && typeof value === 'string') {
      values[name] = formatDate(value, locale);
    } else if (loadName !== undefined) {
      values[name] = loadName;
    } else if (name.endsWith('Kw') && typeof value === 'number' && Number.isFinite(value)) {
      // Powers in kW (capacityPeakSet): one decimal, the language's decimal mark.
      values[name] = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
    } else if (typeof value === 'number' || typeof value === 'string') {
      values[name] = String(value);
    }
  }
  return values;
}

/** `{{name}}` replaced by its value (missing ones by nothing), as i18next does it. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>) {
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

/** The tenant's override of one text, if any: `notificationTexts:<key>.<part>`. */
export function tenantOverride(
  tenantTexts: Readonly<Record<string, string>> | undefined,
  key: NotificationKey,
  part: keyof NotificationWords,
): string | undefined {
  return tenantTexts?.[`${NOTIFICATION_TEXTS_NAMESPACE}:${key}.${part}`];
}
