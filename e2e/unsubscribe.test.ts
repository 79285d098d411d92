// The one-click unsubscribe of a notification mail in Chromium (decision 096): the company answers
// Marie's ticket (npm run support-reply, against the server's database), the notification mail
// job mails her, and the List-Unsubscribe link of that mail opens the page: the GET shows the
// question and changes nothing, the button's POST turns off the e-mails of exactly that kind, and
// the account page's notification choices show it. axe-clean, nl, fr and en at both widths.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import { latestMail, mainCustomer, storedTokens } from './support/identity.ts';

const root = resolve(import.meta.dirname, '..');
const languages = ['nl', 'fr', 'en'] as const;
const viewports = ['phone', 'desktop'] as const;
const words = {
  nl: { question: /vragen en herstellingen/, button: 'Afmelden', done: /geen e-mails meer/ },
  fr: {
    question: /les demandes et réparations/,
    button: 'Me désabonner',
    done: /ne recevrez plus/,
  },
  en: { question: /tickets and repairs/, button: 'Unsubscribe', done: /no longer receive/ },
};

/** The List-Unsubscribe address of a mail (its header unfolded, RFC 5322 §2.2.3). */
function unsubscribeLink(mail: string): string {
  const headers = mail.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const match = headers.match(/^List-Unsubscribe: <([^>]+)>/m);
  if (!match?.[1]) throw new Error('no List-Unsubscribe header in the mail');
  return match[1];
}

describe('one-click unsubscribe in Chromium', () => {
  const suite = useBrowserSuite();
  const marie = { ...mainCustomer('demo'), email: 'marie.claes@example.be' };

  /** GET an API path with the session of the signed-in page. */
  async function asMarie(page: Page, path: string) {
    const tokens = await storedTokens(page);
    const response = await fetch(`http://127.0.0.1:${suite.server().port}/api${path}`, {
      headers: { authorization: `Bearer ${tokens?.access_token}`, 'x-subdomain': 'demo' },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()).data;
  }

  it('opens the link of a real mail, shows, confirms that kind only, and the account page agrees', async () => {
    const account = await suite.signedIn('desktop', 'demo', '/account?lang=nl', marie);
    const [ticket] = await asMarie(account, '/issues/');
    const before = await asMarie(account, '/account/notification-preferences');
    expect(before.kinds.ticketsAndRepairs).toEqual({ push: true, email: true });

    const reply = spawnSync(
      join(root, 'node_modules/.bin/node'),
      ['scripts/support-reply.ts', 'demo', String(ticket.id), 'We komen dinsdag langs.'],
      { cwd: root, env: { ...process.env, DATA_DIR: suite.server().dataDir }, encoding: 'utf8' },
    );
    expect(reply.status, reply.stderr).toBe(0);
    // The notification mail job runs every minute on the server.
    await expect
      .poll(() => latestMail(suite.server(), 'notification', marie.email), {
        timeout: 80_000,
        interval: 1_000,
      })
      .toBeDefined();
    const link = unsubscribeLink(latestMail(suite.server(), 'notification', marie.email) ?? '');
    expect(new URL(link).pathname).toBe('/api/notifications/unsubscribe');

    for (const viewport of viewports) {
      const page = await suite.newPage(viewport);
      for (const language of languages) {
        await page.goto(`${link}&lang=${language}`);
        await page.getByText(words[language].question).waitFor();
        await page.getByRole('button', { name: words[language].button }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `unsubscribe-confirm-${language}-${viewport}`);
      }
    }
    // Showing the question changed nothing (mail scanners follow links).
    expect(await asMarie(account, '/account/notification-preferences')).toEqual(before);

    const confirm = await suite.newPage('phone');
    await confirm.goto(`${link}&lang=nl`);
    await confirm.getByRole('button', { name: words.nl.button }).click();
    await confirm.getByRole('status').filter({ hasText: words.nl.done }).waitFor();
    const allChoices = confirm.getByRole('link', { name: 'Al uw keuzes voor meldingen' });
    expect(await allChoices.getAttribute('href')).toBe('/account?lang=nl');
    const after = await asMarie(account, '/account/notification-preferences');
    expect(after).toEqual({
      ...before,
      kinds: { ...before.kinds, ticketsAndRepairs: { push: true, email: false } },
    });
    // Confirmed again, in every language and at both widths: the same answer, nothing more.
    for (const viewport of viewports) {
      const page = await suite.newPage(viewport);
      for (const language of languages) {
        await page.goto(`${link}&lang=${language}`);
        await page.getByRole('button', { name: words[language].button }).click();
        await page.getByRole('status').filter({ hasText: words[language].done }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `unsubscribe-done-${language}-${viewport}`);
      }
    }
    expect(await asMarie(account, '/account/notification-preferences')).toEqual(after);

    // The account page shows the choice, the other kinds untouched.
    await account.goto(suite.server().url('demo', '/account?lang=nl'));
    const tickets = account.getByRole('group', { name: 'Vragen en herstellingen' });
    await tickets.getByLabel('E-mail').waitFor();
    expect(await tickets.getByLabel('E-mail').isChecked()).toBe(false);
    expect(await tickets.getByLabel('Pushmelding').isChecked()).toBe(true);
    const invoices = account.getByRole('group', { name: 'Facturen' });
    expect(await invoices.getByLabel('E-mail').isChecked()).toBe(true);
    await tickets.scrollIntoViewIfNeeded();
    await screenshot(account, 'unsubscribe-account-choices-nl-desktop');
  });
});
