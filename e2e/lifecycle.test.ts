/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The installation lifecycle in a real browser against the real server and its demo data (issue
// 4 §7): follow the dashboard's top action, sign an offer by drawing with the mouse and see the
// status move on, open an unpaid invoice and its QR code, download a document, and reach the
// grid-operator page of a Flemish (Fluvius) and a Walloon installation — nl and fr, phone and
// desktop widths.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import {
  type DemoTenant,
  mainCustomer,
  submitLogin,
  waitForLoginForm,
} from './support/identity.ts';

describe('installation lifecycle in Chromium', () => {
  const suite = useBrowserSuite();
  const server = () => suite.server();
  const signedIn = suite.signedIn;

  /** Draws a signature: three strokes with the mouse across the pad's canvas. */
  async function drawSignature(page: Page, padName: string): Promise<void> {
    const pad = page.getByRole('img', { name: padName });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad is not on screen');
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    for (const stroke of [
      [at(0.1, 0.6), at(0.25, 0.3), at(0.4, 0.7), at(0.55, 0.35)],
      [at(0.55, 0.35), at(0.7, 0.65), at(0.85, 0.3)],
      [at(0.2, 0.8), at(0.8, 0.78)],
    ]) {
      const [first, ...rest] = stroke;
      if (!first) continue;
      await page.mouse.move(...first);
      await page.mouse.down();
      for (const point of rest) await page.mouse.move(...point, { steps: 8 });
      await page.mouse.up();
    }
  }

  const listNames = { nl: 'Installaties', fr: 'Installations', en: 'Installations' } as const;
  const offerWords = { nl: 'Offerte', fr: 'Offre', en: 'Offer' } as const;

  async function statusOfCard(
    page: Page,
    tenant: DemoTenant,
    offerId: number,
    language: keyof typeof listNames,
  ) {
    await page.goto(server().url(tenant, `/installations?lang=${language}`));
    const card = page
      .getByRole('list', { name: listNames[language] })
      .getByRole('listitem')
      .filter({ hasText: `${offerWords[language]} ${offerId}` });
    await card.waitFor();
    return card;
  }

  it('follows the dashboard top action and signs the offer by drawing (demo, nl, desktop)', async () => {
    const page = await signedIn('desktop', 'demo', '/dashboard?lang=nl');
    // The highest action is "approve offer" (priority 3); offer 4 has three versions: the list.
    await page.getByRole('link', { name: 'Offerte goedkeuren' }).first().click();
    await page.waitForURL((url) => url.pathname === '/installations/offerdetail/list/4');
    const versions = page.getByRole('list', { name: 'Versies van de offerte' });
    await expect.poll(() => versions.getByRole('listitem').count()).toBe(3);
    await screenshot(page, 'lifecycle-offer-versions-demo-nl-desktop');

    const seen = page.waitForRequest(
      (request) => request.url().endsWith('/api/offers/4/seen') && request.method() === 'POST',
    );
    await versions.getByRole('link', { name: /Versie 3/ }).click();
    await page.waitForURL((url) => url.pathname === '/installations/offerdetail/4_3');
    expect(JSON.parse((await seen).postData() ?? '{}')).toEqual({ versionNumber: 3 });

    const submit = page.getByRole('button', { name: 'Offerte ondertekenen' });
    await submit.scrollIntoViewIfNeeded();
    expect(await submit.isDisabled()).toBe(true);
    await drawSignature(page, 'Handtekeningvak');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await screenshot(page, 'lifecycle-offer-signature-demo-nl-desktop');

    const signed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/offers/4/sign') && response.request().method() === 'POST',
    );
    await submit.click();
    const answer = await signed;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Bedankt voor uw handtekening' }).waitFor();
    expect(await page.getByText(/Wacht op onze bevestiging/).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lifecycle-offer-signed-demo-nl-desktop');

    // The installation moved on from New to Signed.
    const card = await statusOfCard(page, 'demo', 4, 'nl');
    await expect.poll(() => card.getByText('Offerte ondertekend').count()).toBeGreaterThan(0);
    expect(await card.getByText('Offerte te ondertekenen').count()).toBe(0);
  });

  it('signs a single-version offer on a phone (helios, fr)', async () => {
    const page = await signedIn('phone', 'helios', '/dashboard?lang=fr');
    await page.getByRole('link', { name: 'Approuver l’offre' }).first().click();
    await page.waitForURL((url) => url.pathname === '/installations/offerdetail/20_1');
    const submit = page.getByRole('button', { name: 'Signer l’offre' });
    await drawSignature(page, 'Zone de signature');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await screenshot(page, 'lifecycle-offer-signature-helios-fr-phone');
    await submit.click();
    await page.getByRole('heading', { name: /Merci pour votre signature/ }).waitFor();
    await screenshot(page, 'lifecycle-offer-signed-helios-fr-phone');
    const card = await statusOfCard(page, 'helios', 20, 'fr');
    await expect.poll(() => card.getByText('Offre signée').count()).toBeGreaterThan(0);
  });

  it('signs the delivery document of a financed order and downloads it (demo, en, phone)', async () => {
    const page = await signedIn('phone', 'demo', '/installations');
    await page.goto(server().url('demo', '/installations/ichoosr/3?lang=en'));
    await page.getByLabel('Remarks').fill('Panels look great; the meter cupboard was left tidy.');
    await page.getByLabel('I pay with a bank loan (SEPA)').check();
    const submit = page.getByRole('button', { name: 'Sign delivery document' });
    expect(await submit.isDisabled()).toBe(true);
    await drawSignature(page, 'Signature area');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const signed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/orders/3/sign') && response.request().method() === 'POST',
    );
    await submit.click();
    expect((await signed).status()).toBe(200);
    await page.getByRole('heading', { name: 'Delivery document signed' }).waitFor();
    await screenshot(page, 'lifecycle-ichoosr-signed-demo-en-phone');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the signed document' }).click();
    const file = await download;
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The handover is done and the spec's status is Completed, yet the grid registration is still
    // his: the card, the detail and the dashboard name it, never "all done".
    const card = await statusOfCard(page, 'demo', 3, 'en');
    await expect.poll(() => card.getByText('One step still open').count()).toBeGreaterThan(0);
    expect(await card.getByRole('link', { name: 'Open registration' }).getAttribute('href')).toBe(
      '/installations/netoperator/2',
    );
    await page.goto(server().url('demo', '/installations/2?lang=en'));
    await page.getByText('Your grid registration is still open', { exact: false }).waitFor();
    expect(await page.getByText('All done: your installation is completed.').count()).toBe(0);
    await page.goto(server().url('demo', '/dashboard?lang=en'));
    await page
      .getByRole('listitem', { name: 'Register your installation with the grid operator' })
      .waitFor();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`opens an unpaid prepayment invoice with its QR code (demo, nl, ${viewport})`, async () => {
      // The invoice pages need no login of their own (spec §2): sign in first, then open it.
      const page = await signedIn(viewport, 'demo', '/installations');
      await page.goto(server().url('demo', '/installations/invoicedetail/9?lang=nl'));
      const qr = page.getByRole('img', { name: /^QR-code om .* te betalen/ });
      await qr.waitFor();
      await expect
        .poll(() => qr.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(200);
      expect(await page.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/).count()).toBe(1);
      expect(await page.getByText('Open', { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: /kopiëren$/ }).count()).toBeGreaterThanOrEqual(
        4,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `lifecycle-invoice-open-demo-nl-${viewport}`);
    });
  }

  it('brings a signed-out visitor of an invoice link through login back to it (demo, nl, phone)', async () => {
    const page = await suite.newPage('phone');
    await page.goto(server().url('demo', '/installations/invoicedetail/9?lang=nl'));
    await page.getByRole('link', { name: 'Aanmelden' }).click();
    await waitForLoginForm(page);
    await submitLogin(page, mainCustomer('demo'));
    await page.waitForURL((url) => url.pathname === '/installations/invoicedetail/9');
    await page.getByRole('img', { name: /^QR-code om .* te betalen/ }).waitFor();
  });

  it('downloads a document as a PDF with its spec name (helios, fr, desktop)', async () => {
    const page = await signedIn('desktop', 'helios', '/installations');
    await page.goto(server().url('helios', '/installations/documents/0?lang=fr'));
    const button = page.getByRole('button', { name: 'Télécharger : Facture', exact: true });
    await button.waitFor();
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Invoice22.pdf');
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'lifecycle-documents-helios-fr-desktop');
  });

  it('reaches the grid-operator page of a Fluvius installation (demo, nl, phone)', async () => {
    const page = await signedIn('phone', 'demo', '/installations/0?lang=nl');
    await page.getByRole('link', { name: 'Aanmelding bij de netbeheerder' }).click();
    await page.waitForURL((url) => url.pathname === '/installations/netoperator/0');
    await page.getByRole('heading', { name: 'Fluvius', exact: true }).waitFor();
    expect(await page.getByText(/afgerond/).count()).toBeGreaterThan(0);
    expect(await page.getByText('BTV-118734').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lifecycle-grid-operator-fluvius-nl-phone');
  });

  it('registers a Walloon installation with its grid operator (helios AIEG, fr, desktop)', async () => {
    const thomas = { ...mainCustomer('helios'), email: 'thomas.leroy@example.be' };
    const page = await signedIn('desktop', 'helios', '/installations?lang=fr', thomas);
    const rows = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('Installations') ?? '{}') as {
            payload: { id: number; netOperator: string | null }[];
          }
        ).payload,
    );
    const aieg = rows.find((row) => row.netOperator === 'AIEG');
    if (!aieg) throw new Error('the demo has no AIEG installation for thomas.leroy');
    await page.goto(server().url('helios', `/installations/netoperator/${aieg.id}?lang=fr`));
    await page.getByRole('heading', { name: 'AIEG', exact: true }).waitFor();
    await screenshot(page, 'lifecycle-grid-operator-aieg-fr-desktop');

    const number = page.getByLabel('Numéro de registre national');
    await number.fill('85.07.30-033.62');
    await page.getByLabel('Numéro du procès-verbal de contrôle').fill('AIB-778812');
    await page.getByRole('button', { name: 'Envoyer la déclaration' }).click();
    await page.getByText('Numéro de registre national invalide').waitFor();

    await number.fill('85.07.30-033.28');
    const posted = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/installations/${aieg.id}/grid-operator`) &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Envoyer la déclaration' }).click();
    expect((await posted).status()).toBe(200);
    await expect.poll(() => page.getByText(/en file d’attente/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Envoyer la déclaration' }).count()).toBe(0);
    expect(await page.getByText('AIB-778812').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lifecycle-grid-operator-aieg-sent-fr-desktop');
    // His part is done: the dashboard no longer asks for the declaration.
    await page.goto(server().url('helios', '/dashboard?lang=fr'));
    await page.getByText('Vous êtes entièrement en ordre').waitFor();
  });
});
