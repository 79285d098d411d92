// The tenant logo on generated PDFs: a PNG/JPEG of the web app is embedded, an SVG or anything
// outside WEB_DIST is not (the PDF then draws the tenant's name as a wordmark).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderOrderPdf } from '../src/features/orders/order-pdf.ts';
import { createTenantLogoLoader } from '../src/features/tenants/tenant-logo.ts';
import { documentLabels } from '../src/platform/pdf/document-labels.ts';
import { embeddedImages, PNG_SIGNATURE } from './offer-signing-helpers.ts';
import { pdfTextOf } from './pdf-content.ts';

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(webDist, 'tenants', 'acme'), { recursive: true });
writeFileSync(join(webDist, 'tenants', 'acme', 'logo.png'), PNG_SIGNATURE);
writeFileSync(
  join(webDist, 'tenants', 'acme', 'logo.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"/>',
);
writeFileSync(
  join(webDist, 'tenants', 'acme', 'fake.png'),
  '<svg xmlns="http://www.w3.org/2000/svg"/>',
);

/** The tenant acme with its logo at `url` (a web app file: no stored logo here). */
const acmeWithLogo = (url: string) => ({
  id: 1,
  subdomain: 'acme',
  portalConfig: {
    features: [],
    colors: { primary: '#112233', secondary: '#445566' },
    texts: { nl: {}, fr: {}, en: {} },
    logo: { url },
    kWhToKgCo2eByCountry: {},
    config: {},
  },
});

const order = (logo: Awaited<ReturnType<ReturnType<typeof createTenantLogoLoader>>>) =>
  renderOrderPdf({
    frame: {
      branding: { name: 'Acme Solar', primaryColor: '#112233', secondaryColor: '#445566', logo },
      installer: { name: 'Acme Solar bv', addressLines: [], extra: [] },
      customer: { name: 'Jan Peeters', addressLines: ['Kerkstraat 1'], extra: [] },
    },
    labels: documentLabels.en,
    locale: 'en-GB',
    order: { orderId: 3, orderedAt: '2026-01-02T10:00:00.000Z', offerId: null },
    site: { name: 'Jan Peeters', addressLines: ['Kerkstraat 1'], extra: [] },
    articles: [],
    totals: null,
    paymentStages: [],
  });

describe('tenant logo on generated PDFs', () => {
  it('embeds a PNG logo of the web app and draws no wordmark then', async () => {
    const logo = await createTenantLogoLoader(webDist)(acmeWithLogo('/tenants/acme/logo.png'));
    expect(logo?.type).toBe('image/png');
    const bytes = await order(logo);
    expect(embeddedImages(await PDFDocument.load(bytes))).toBeGreaterThan(0);
    expect((await pdfTextOf(bytes)).split('\n')).not.toContain('Acme Solar');
  });

  it('falls back to the wordmark for SVG, fake, missing or outside logos', async () => {
    const load = createTenantLogoLoader(webDist);
    for (const url of [
      '/tenants/acme/logo.svg',
      '/tenants/acme/fake.png',
      '/tenants/acme/missing.png',
      '/../../etc/passwd.png',
      'https://cdn.example.be/logo.png',
    ]) {
      expect(await load(acmeWithLogo(url))).toBeNull();
    }
    const bytes = await order(null);
    expect(embeddedImages(await PDFDocument.load(bytes))).toBe(0);
    expect((await pdfTextOf(bytes)).split('\n')).toContain('Acme Solar');
  });
});
