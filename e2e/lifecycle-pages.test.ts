/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// Every lifecycle page of issue 4 renders its content and has no serious accessibility
// violation (axe-core), at phone and desktop width: demo in Dutch, helios in French. Screenshots
// of each land in .screenshots/ for a developer to look at.
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import type { DemoTenant } from './support/identity.ts';

interface PageCase {
  tenant: DemoTenant;
  path: string;
  /** A level-2 heading or text that shows the page's content has loaded. */
  shows: RegExp;
}

const pages: PageCase[] = [
  { tenant: 'demo', path: '/installations/offerdetail/list/4', shows: /Versie 3/ },
  { tenant: 'demo', path: '/installations/offerdetail/4_3', shows: /Offerte ondertekenen/ },
  { tenant: 'demo', path: '/installations/offerdetail/upsell/4_3', shows: /Alfen Eve/ },
  { tenant: 'demo', path: '/installations/orderdetail/5', shows: /Betalingsfasen/ },
  { tenant: 'demo', path: '/installations/invoicedetail/4', shows: /Betaald/ },
  { tenant: 'demo', path: '/installations/invoicedetail/list/4', shows: /Creditnota/ },
  { tenant: 'demo', path: '/installations/deliverydetail/4', shows: /Wat wordt er geleverd/ },
  { tenant: 'demo', path: '/installations/deliverydetail/order/5', shows: /installateur plant/ },
  { tenant: 'demo', path: '/installations/inspectiondetail/4_invoice', shows: /Eendraadschema/ },
  { tenant: 'demo', path: '/installations/ichoosr/3', shows: /Leveringsdocument/ },
  { tenant: 'demo', path: '/installations/netoperator/4', shows: /Aanmelden kan nog niet/ },
  { tenant: 'demo', path: '/documents', shows: /Orderbevestiging/ },
  { tenant: 'helios', path: '/installations/orderdetail/16', shows: /Étapes de paiement/ },
  { tenant: 'helios', path: '/installations/deliverydetail/14', shows: /Que faut-il préparer/ },
  { tenant: 'helios', path: '/installations/netoperator/0', shows: /ORES/ },
  { tenant: 'helios', path: '/installations/documents/0', shows: /Aide à l’enregistrement PV/ },
];

describe('lifecycle pages in Chromium', () => {
  const suite = useBrowserSuite();

  for (const viewport of ['phone', 'desktop'] as const) {
    for (const tenant of ['demo', 'helios'] as const) {
      it(`render with no serious accessibility violation (${tenant}, ${viewport})`, async () => {
        const language = tenant === 'demo' ? 'nl' : 'fr';
        const page = await suite.signedIn(viewport, tenant);
        for (const { path, shows } of pages.filter((entry) => entry.tenant === tenant)) {
          await page.goto(suite.server().url(tenant, `${path}?lang=${language}`));
          await page.getByText(shows).first().waitFor();
          await page.waitForLoadState('networkidle');
          expect(await seriousAxeViolations(page), path).toEqual([]);
          const name = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
          await screenshot(page, `lifecycle-page-${tenant}-${name}-${viewport}`);
        }
      });
    }
  }
});
