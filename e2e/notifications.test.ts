/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The notifications of Jan Peeters (demo) in Chromium: the unseen ones first with the dot on the
// navigation; opening one marks it seen and lands on its page; mark all as read takes the dot
// away; one is removed, then all after a confirmation. The push offer is declined and stays
// declined. Every state axe-clean at every impact level; nl, fr and en at both widths.
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';

describe('notifications in Chromium', () => {
  const suite = useBrowserSuite();
  const url = (path: string) => suite.server().url('demo', path);

  it('shows the list with its dot in nl, fr and en at phone and desktop width', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await suite.signedIn(viewport, 'demo');
      await page.goto(url('/installations?lang=nl'));
      // The dot: on the side bar entry (desktop), on the top bar button of the home view (phone).
      const dot = page.getByRole('link', { name: /Meldingen.*Nieuwe meldingen/ });
      await dot.first().waitFor();
      for (const language of ['nl', 'fr', 'en']) {
        await page.goto(url(`/notifications?lang=${language}`));
        await page.getByRole('main').getByRole('list').getByRole('listitem').first().waitFor();
        expect(await page.getByRole('main').getByRole('list').getByRole('listitem').count()).toBe(
          9,
        );
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `notifications-demo-${language}-${viewport}`);
      }
    }
  });

  it('opens, marks, removes, and the dot goes away', async () => {
    const page = await suite.signedInOwnSession('desktop', 'demo', '/notifications?lang=nl');
    const list = page.getByRole('list', { name: 'Uw meldingen' });
    await list.getByRole('listitem').first().waitFor();
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(9);
    expect(await list.getByText(/^Nieuw:/).count()).toBe(4);
    // Unseen first: the newest unseen one leads.
    expect(await items.first().textContent()).toContain('Antwoord op uw vraag');

    // Opening one marks it seen and goes to its page: the offer version it tells of.
    await list.getByRole('button', { name: /^Nieuw: Nieuwe offerte/ }).click();
    await page.waitForURL((address) =>
      /^\/installations\/offerdetail\/\d+_3$/.test(address.pathname),
    );
    await page
      .getByRole('heading', { name: /Offerte/ })
      .first()
      .waitFor();
    await page.goBack();
    await list.getByRole('listitem').first().waitFor();
    await expect.poll(() => list.getByText(/^Nieuw:/).count()).toBe(3);

    // Mark all as read: the summary says so and the navigation's dot is gone.
    await page.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
    await page.getByText('U hebt alles gelezen').waitFor();
    expect(await list.getByText(/^Nieuw:/).count()).toBe(0);
    await page.goto(url('/installations'));
    await page.getByRole('link', { name: 'Meldingen' }).waitFor();
    expect(await page.getByRole('link', { name: /Nieuwe meldingen/ }).count()).toBe(0);

    // Remove one, then all after the confirmation.
    await page.goto(url('/notifications'));
    await list.getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Melding verwijderen: Nieuwe factuur' }).click();
    await expect.poll(() => items.count()).toBe(8);
    await page.getByRole('button', { name: 'Alles verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alle meldingen verwijderen?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-demo-nl-remove-all');
    await dialog.getByRole('button', { name: 'Alles verwijderen' }).click();
    await page.getByRole('heading', { name: 'Geen meldingen' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'Geen meldingen' }).waitFor();
  });

  it('offers push from the page; a decline is remembered', async () => {
    const page = await suite.signedIn('phone', 'demo', '/notifications?lang=en');
    const offer = page.getByRole('heading', { name: 'Notifications on this device' });
    await offer.waitFor();
    await page.getByRole('button', { name: 'Turn on' }).click();
    const dialog = page.getByRole('dialog', { name: 'Receive notifications on this device?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-demo-en-push-dialog-phone');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await offer.count()).toBe(0);
    const declined = await page.evaluate(() => localStorage.getItem('pushPromptDeclined'));
    const expiry = JSON.parse(declined ?? '{}').expiry;
    // Remembered for 90 days (the spec's 90, in days).
    expect(Math.round((expiry - Date.now()) / 86_400_000)).toBe(90);
    await page.reload();
    await page.getByRole('heading', { name: 'Notifications' }).first().waitFor();
    expect(await offer.count()).toBe(0);
  });
});
