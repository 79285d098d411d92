/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The survey and the loyalty programme in a real browser against the real server and its demo
// data: Jan answers the survey of his ToSurvey installation and sees it become
// Completed and the feedback card leave the dashboard; a friend opens Jan's referral link in a
// fresh browser, leaves their details and becomes a lead (the company's mail, the friend on Jan's
// /loyalty as invited); the friend's order, recorded through the service the installer API will
// call, earns Jan a voucher he sees on /loyalty with the total, and its notification.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createReferralProgress } from '../apps/server/src/features/loyalty/referral-progress.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { findTenantBySubdomain } from '../apps/server/src/platform/tenancy/tenant-repository.ts';
import { screenshot, seriousAxeViolations } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import { latestMail } from './support/identity.ts';

describe('survey and loyalty in Chromium', () => {
  const suite = useBrowserSuite();
  const server = () => suite.server();

  /** How many of Jan's installation cards show each status. */
  async function statusCounts(page: Page) {
    await page.goto(server().url('demo', '/installations?lang=nl'));
    const cards = page.getByRole('list', { name: 'Installaties' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(6);
    return {
      toSurvey: await cards.filter({ hasText: 'Geef uw mening' }).count(),
      completed: await cards.filter({ hasText: 'Afgerond' }).count(),
    };
  }

  it('answers the survey: the installation becomes Completed and the feedback card goes (demo, nl)', async () => {
    const page = await suite.signedIn('desktop', 'demo', '/installations?lang=nl');
    const before = await statusCounts(page);
    expect(before.toSurvey).toBe(1);
    await page.goto(server().url('demo', '/dashboard?lang=nl'));
    const feedback = page.getByRole('link', { name: 'Feedback geven' });
    await feedback.waitFor();
    expect(await feedback.count()).toBe(1);
    await feedback.click();
    await page.waitForURL((url) => url.pathname.startsWith('/installations/survey/'));
    const orderId = new URL(page.url()).pathname.split('/').at(-1);
    const questions = page.getByRole('radiogroup');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(5);
    // Nothing is sent until every question has a score.
    await page.getByRole('button', { name: 'Feedback versturen' }).click();
    expect(await page.getByText('Kies een score van 1 tot 5.').count()).toBe(5);
    for (let index = 0; index < 5; index += 1) {
      await questions
        .nth(index)
        .getByRole('radio', { name: index === 1 ? '4 op 5' : '5 op 5' })
        .check();
    }
    await page
      .getByLabel('Opmerking (optioneel)')
      .fill('Vlotte plaatsing, alles netjes uitgelegd.');
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/surveys/${orderId}`) &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Feedback versturen' }).click();
    expect((await sent).status()).toBe(200);
    await page.getByRole('heading', { name: 'Bedankt voor uw feedback' }).waitFor();
    // A high score offers the tenant's public review page.
    const review = page.getByRole('link', { name: /Review schrijven/ });
    expect(await review.getAttribute('href')).toBe('https://www.zonnewende.example.be/reviews');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'engagement-survey-answered-demo-nl-desktop');

    await page.goto(server().url('demo', '/installations?lang=nl'));
    const card = page
      .getByRole('list', { name: 'Installaties' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link', { name: 'Feedback geven' }),
      });
    await page.getByRole('list', { name: 'Installaties' }).getByRole('listitem').first().waitFor();
    expect(await card.count()).toBe(0);
    expect(await page.getByText('Geef uw mening').count()).toBe(0);
    expect(await page.getByText('Afgerond').count()).toBe(2);
    await page.goto(server().url('demo', '/dashboard?lang=nl'));
    await page.getByRole('link', { name: 'Offerte goedkeuren' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Feedback geven' }).count()).toBe(0);
    // Answering again is refused and changes nothing.
    await page.goto(server().url('demo', `/installations/survey/${orderId}?lang=nl`));
    await page.getByRole('heading', { name: 'Bedankt voor uw feedback' }).waitFor();
    expect(await page.getByRole('button', { name: 'Feedback versturen' }).count()).toBe(0);
  });

  it('refers a friend who becomes a lead, then earns a voucher when the friend orders (demo, nl)', async () => {
    const jan = await suite.signedIn('desktop', 'demo', '/loyalty?lang=nl');
    const link = jan.getByText(/\/referral\/[A-Z0-9]{8}$/);
    await link.waitFor();
    const address = (await link.textContent()) ?? '';
    expect(address).toBe(server().url('demo', '/referral/PEETERS2'));
    expect(await jan.getByText(/^€\s100,00$/).count()).toBe(1);

    // The friend, in a browser of their own, without an account.
    const friend = await suite.newPage('phone');
    await friend.goto(`${address}?lang=nl`);
    await friend.getByRole('heading', { name: 'Jan raadt Zonnewende Energie aan' }).waitFor();
    await friend.getByLabel('Naam').fill('Lotte Verhoeven');
    await friend.getByLabel('E-mailadres').fill('lotte.verhoeven@example.be');
    await friend.getByLabel('Telefoon').fill('+32 470 11 22 33');
    await friend.getByLabel('Postcode').fill('2800');
    await friend.getByRole('checkbox').check();
    expect(await seriousAxeViolations(friend)).toEqual([]);
    await screenshot(friend, 'engagement-referral-form-demo-nl-phone');
    await friend.getByRole('button', { name: 'Mijn gegevens versturen' }).click();
    await friend.getByRole('heading', { name: 'Bedankt!' }).waitFor();
    await screenshot(friend, 'engagement-referral-sent-demo-nl-phone');

    // The company hears of the lead; Jan sees the friend as invited.
    await expect
      .poll(() => latestMail(server(), 'referral-lead', 'verkoop@zonnewende.example.be'))
      .toContain('Lotte Verhoeven');
    const mail = latestMail(server(), 'referral-lead', 'verkoop@zonnewende.example.be') ?? '';
    expect(mail).toContain('+32 470 11 22 33');
    expect(mail).toContain('Jan Peeters');
    await jan.reload();
    const friends = jan.getByRole('list', { name: 'Doorverwezen vrienden' });
    const lotte = friends.getByRole('listitem').filter({ hasText: 'Lotte Verhoeven' });
    await lotte.waitFor();
    expect(await lotte.getByText('Uitgenodigd', { exact: true }).count()).toBe(1);

    // The installer records the friend's order (the service its API will call).
    const database = await openDatabase({ sqliteFile: join(server().dataDir, 'portal.sqlite') });
    try {
      const tenant = await findTenantBySubdomain(database.db, 'demo');
      if (!tenant) throw new Error('no demo tenant');
      const progress = createReferralProgress({ db: database.db, clock: () => new Date() });
      expect(await progress.recordFriendOrder(tenant.id, 'lotte.verhoeven@example.be')).toBe(true);
    } finally {
      await database.close();
    }
    await jan.reload();
    await lotte.getByText('Besteld', { exact: true }).waitFor();
    expect(await lotte.textContent()).toMatch(/\+ €\s100,00/);
    expect(await jan.getByText(/^€\s200,00$/).count()).toBe(1);
    expect(await jan.getByText(/^2 waardebonnen verdiend$/).count()).toBe(1);
    expect(await seriousAxeViolations(jan)).toEqual([]);
    await screenshot(jan, 'engagement-loyalty-voucher-demo-nl-desktop');

    // The voucher's notification reaches the app (the side bar's unseen dot reads it).
    const notifications = jan.waitForResponse((response) =>
      response.url().endsWith('/api/notifications'),
    );
    await jan.goto(server().url('demo', '/installations?lang=nl'));
    const list: { notificationId: string; action: string; params: object; seen: boolean }[] = (
      await (await notifications).json()
    ).data;
    expect(list[0]).toMatchObject({
      notificationId: 'loyaltyVoucherEarned',
      action: 'loyalty',
      params: { amount: 100 },
      seen: false,
    });
    expect(await jan.getByText('Nieuwe meldingen').count()).toBe(1);
  });
});
