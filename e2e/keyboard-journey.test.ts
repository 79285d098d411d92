// The lifecycle with the keyboard alone, on a fresh server with the demo data of README "Follow an
// installation": Jan signs in, opens the installation of offer 4, opens its versions and version 3,
// signs it by typing his name, goes back and opens his open prepayment invoice (9) from the order
// it belongs to. Only Tab, Shift+Tab, Enter and typing; no click and no page.goto after the start.
// At every focus stop the focused element must show a clearly visible focus indicator.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import { mainCustomer, waitForLoginForm } from './support/identity.ts';
import { keyboardWalk } from './support/keyboard-walk.ts';

describe('the customer journey with the keyboard alone', () => {
  const suite = useBrowserSuite();

  it('signs in, opens an installation, signs its offer by typing and opens an invoice (demo, nl, desktop)', async () => {
    const page = await suite.newPage('desktop');
    const walk = keyboardWalk(page);
    const login = mainCustomer('demo');
    await page.goto(suite.server().url('demo', '/installations?lang=nl'));

    await waitForLoginForm(page);
    await walk.tabTo(page.locator('input[name="email"]'));
    await page.keyboard.type(login.email);
    await walk.tabTo(page.locator('input[name="password"]'));
    await page.keyboard.type(login.password);
    // The form posts to the provider: the page is left, so focus is recorded where it lands.
    await walk.activate('Enter');
    await page.waitForURL((url) => url.pathname === '/installations', { timeout: 20_000 });

    const cards = page.getByRole('list', { name: 'Installaties' }).getByRole('listitem');
    await walk.tabTo(cards.filter({ hasText: 'Offerte 4' }).getByRole('link', { name: /Details/ }));
    await walk.press('Enter');
    await page.waitForURL((url) => url.pathname === '/installations/3');

    await walk.tabTo(page.getByRole('link', { name: 'Offerteversies' }));
    await walk.press('Enter');
    await page.waitForURL((url) => url.pathname === '/installations/offerdetail/list/4');

    await walk.tabTo(page.getByRole('link', { name: /Versie 3/ }));
    await walk.press('Enter');
    await page.waitForURL((url) => url.pathname === '/installations/offerdetail/4_3');

    await walk.tabTo(page.getByRole('textbox', { name: 'Of typ uw volledige naam' }));
    await page.keyboard.type('Jan Peeters');
    const submit = page.getByRole('button', { name: 'Offerte ondertekenen' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    // The name is written on the pad: it holds ink now.
    const pad = page.getByRole('img', { name: 'Handtekeningvak' });
    await expect
      .poll(() =>
        pad.evaluate((canvas) => {
          const { width, height } = canvas as HTMLCanvasElement;
          const pixels = (canvas as HTMLCanvasElement)
            .getContext('2d')
            ?.getImageData(0, 0, width, height);
          return pixels?.data.some((value, index) => index % 4 === 3 && value > 0) ?? false;
        }),
      )
      .toBe(true);
    await screenshot(page, 'keyboard-typed-signature-demo-nl-desktop');
    await walk.tabTo(submit);
    const signed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/offers/4/sign') && response.request().method() === 'POST',
    );
    await walk.activate('Enter');
    const answer = await signed;
    expect(answer.status()).toBe(200);
    // The typed name went out as the pad's image, a file in a multipart body.
    expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    // The sign section is gone: focus moved to the thanks, not lost with the button.
    const thanks = page.getByRole('heading', { name: 'Bedankt voor uw handtekening' });
    await expect
      .poll(() => thanks.evaluate((heading) => heading === document.activeElement))
      .toBe(true);
    await walk.record();
    await screenshot(page, 'keyboard-offer-signed-demo-nl-desktop');

    // Back through the route history to the installations, then the invoice to pay.
    for (const path of [
      '/installations/offerdetail/list/4',
      '/installations/3',
      '/installations',
    ]) {
      await walk.tabTo(page.getByRole('button', { name: 'Terug' }), { backwards: true });
      await walk.press('Enter');
      await page.waitForURL((url) => url.pathname === path);
    }
    await walk.tabTo(
      cards.filter({ hasText: 'Offerte 6' }).getByRole('link', { name: 'Voorschot betalen' }),
    );
    await walk.press('Enter');
    await page.waitForURL((url) => url.pathname === '/installations/orderdetail/5');
    await walk.tabTo(page.getByRole('link', { name: 'Bekijken en betalen' }));
    await walk.press('Enter');
    await page.waitForURL((url) => url.pathname === '/installations/invoicedetail/9');
    const qr = page.getByRole('img', { name: /^QR-code om .* te betalen/ });
    await expect
      .poll(() => qr.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await walk.tabTo(page.getByRole('button', { name: /kopiëren$/ }).first());
    await screenshot(page, 'keyboard-invoice-demo-nl-desktop');

    expect(walk.stops.length).toBeGreaterThan(20);
    expect(walk.stops.filter((stop) => stop.problems.length > 0)).toEqual([]);
  });
});
