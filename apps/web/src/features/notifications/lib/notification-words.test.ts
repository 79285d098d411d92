// One source of the words (decision 036): what the page shows through i18next, tenant overrides
// included, is word for word what the server puts in a push (the contract's fillPlaceholders
// over the same texts), for every key in every language; and every route a notification may name
// is a page of the router.

import { notificationRoutes } from '@portal/contract/notification-routes';
import {
  fillPlaceholders,
  notificationTextValues,
  tenantOverride,
} from '@portal/contract/notification-text';
import en from '@portal/contract/notification-texts/en';
import fr from '@portal/contract/notification-texts/fr';
import nl from '@portal/contract/notification-texts/nl';
import { NotificationKey } from '@portal/contract/notifications';
import type { Language } from '@portal/contract/portal';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/route-table';
import { applyTenantTexts, i18n, NAMESPACES, startI18n } from '../../../lib/i18n';

const texts = { nl, fr, en };
const params = {
  versionNumber: 3,
  date: '2026-12-03T08:00:00.000Z',
  amount: 12.4,
  offerId: 4,
  orderId: 5,
  invoiceId: 9,
  deliveryId: 4,
  installationId: 2,
  repairId: 2,
  issueId: 3,
  peakKw: 6.2,
  previousKw: 4.1,
  from: '02:00',
  to: '05:00',
  load: 'boiler',
};

describe('notification words', () => {
  it('are the same on the page as in the push, tenant overrides included', async () => {
    const tenantTexts = { nl: { 'notificationTexts:invoiceAvailable.title': 'Uw factuur' } };
    await startI18n('', 'nl');
    applyTenantTexts(tenantTexts);
    for (const language of ['nl', 'fr', 'en'] as const satisfies Language[]) {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces([...NAMESPACES]);
      const values = notificationTextValues(params, language);
      for (const key of NotificationKey) {
        for (const part of ['title', 'body'] as const) {
          const override =
            language === 'nl' ? tenantOverride(tenantTexts.nl, key, part) : undefined;
          const template = override ?? texts[language][key][part];
          const pushed = fillPlaceholders(template, values);
          expect(i18n.t(`notificationTexts:${key}.${part}`, values), `${language} ${key}`).toBe(
            pushed,
          );
          expect(pushed).not.toMatch(/{{|}}/);
        }
      }
    }
    expect(i18n.t('notificationTexts:invoiceAvailable.title', { lng: 'nl' })).toBe('Uw factuur');
    // The energy plan's load is stored as its kind and named in the reader's language.
    const planWords = (language: Language) =>
      fillPlaceholders(
        texts[language].energyPlanSaving.body,
        notificationTextValues(params, language),
      );
    expect(planWords('nl')).toContain('de boiler, van 02:00 tot 05:00');
    expect(planWords('fr')).toContain('le boiler, de 02:00 à 05:00');
    expect(planWords('en')).toContain('the boiler, 02:00–05:00');
    applyTenantTexts({});
  });

  it('lead to pages of the router', () => {
    const routes = pageRoutes.map((route) => ({ path: route.path }));
    for (const [name, path] of Object.entries(notificationRoutes)) {
      const target = path(params);
      expect(target, name).not.toBeNull();
      const matched = matchRoutes(routes, target ?? '')?.at(-1)?.route.path;
      expect(matched, `${name} → ${target}`).not.toBe('*');
      expect(matched, `${name} → ${target}`).toBeDefined();
    }
  });
});
