import { describe, expect, it } from 'vitest';
import {
  missingNotificationParams,
  notificationTextParams,
  placeholdersOf,
} from './notification-placeholders.ts';
import type { NotificationTexts } from './notification-text.ts';
import en from './notification-texts/en.ts';
import fr from './notification-texts/fr.ts';
import nl from './notification-texts/nl.ts';
import { NotificationKey } from './notifications.ts';

const languages: Record<string, NotificationTexts> = { nl, fr, en };

describe('notification placeholders', () => {
  it('reads the names of a template once each', () => {
    expect(placeholdersOf('Op {{date}} om {{ date }}, {{amount}}')).toEqual(['date', 'amount']);
    expect(placeholdersOf('Geen waarden')).toEqual([]);
  });

  it.each([...NotificationKey])('%s names the same values in nl, fr and en', (key) => {
    const names = (texts: NotificationTexts) =>
      placeholdersOf(`${texts[key].title} ${texts[key].body}`).sort();
    for (const texts of Object.values(languages)) {
      expect(texts[key].title.trim()).not.toBe('');
      expect(texts[key].body.trim()).not.toBe('');
      expect(names(texts)).toEqual(names(nl));
    }
  });

  it('names what a notification lacks, and nothing when all is given', () => {
    expect(notificationTextParams('deliveryPlanned')).toEqual(['date']);
    expect(missingNotificationParams('deliveryPlanned', {})).toEqual(['date']);
    expect(missingNotificationParams('deliveryPlanned', { date: ' ' })).toEqual(['date']);
    expect(missingNotificationParams('deliveryPlanned', { date: '2026-12-01' })).toEqual([]);
    expect(missingNotificationParams('invoiceAvailable', {})).toEqual([]);
  });
});
