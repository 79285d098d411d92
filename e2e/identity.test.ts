/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// Identity end to end, for both demo tenants, against the real server and its embedded provider:
// redirect to login, a wrong password, login landing on the page asked for, a reload keeping the
// session, a token refresh, invitation → confirm registration → login, forgotten password → mail
// → new password → login, the account page, and logout.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import {
  type DemoTenant,
  invitedCustomer,
  isLoginFormUrl,
  latestMail,
  linkIn,
  mainCustomer,
  signIn,
  storedTokens,
  submitLogin,
  waitForLoginForm,
} from './support/identity.ts';

const suite = useBrowserSuite();
const newPage = suite.newPage;

/** Waits (up to the locator timeout, not poll's one second) for the page's h1 to read `text`. */
const showsHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();

/** Audits an outcome page and photographs it (the audit waits for transitions to settle). */
async function outcome(page: Page, name: string): Promise<void> {
  expect(await seriousAxeViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

interface TenantCase {
  tenant: DemoTenant;
  language: 'nl' | 'fr';
  incorrect: string;
  installationsTitle: string;
  accountTitle: string;
  logout: string;
  /** A second registered customer, whose password the reset test changes. */
  resetEmail: string;
}

const cases: TenantCase[] = [
  {
    tenant: 'demo',
    language: 'nl',
    incorrect: 'E-mailadres of wachtwoord is onjuist',
    installationsTitle: 'Mijn installaties',
    accountTitle: 'Mijn account',
    logout: 'Afmelden',
    resetEmail: 'marie.claes@example.be',
  },
  {
    tenant: 'helios',
    language: 'fr',
    incorrect: 'E-mail ou mot de passe incorrect',
    installationsTitle: 'Mes installations',
    accountTitle: 'Mon compte',
    logout: 'Se déconnecter',
    resetEmail: 'julien.lambert@example.be',
  },
];

describe.each(cases)('identity for $tenant', (tenantCase) => {
  const { tenant, language } = tenantCase;

  it('sends a visitor to login and says a wrong password is incorrect, in the page language', async () => {
    const page = await newPage('phone');
    await page.goto(suite.server().url(tenant, `/installations?lang=${language}`));
    await waitForLoginForm(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await submitLogin(page, { email: mainCustomer(tenant).email, password: 'not-the-password-1' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(tenantCase.incorrect);
    expect(isLoginFormUrl(new URL(page.url()))).toBe(true);
    // The address stays filled in, the password does not; the focus is back on the form.
    expect(await page.locator('input[name="email"]').inputValue()).toBe(mainCustomer(tenant).email);
    expect(await page.locator('input[name="password"]').inputValue()).toBe('');
    expect(await storedTokens(page)).toBeNull();
  });

  it('signs in, lands on the page asked for and keeps the session through a reload', async () => {
    const page = await newPage();
    await signIn(page, suite.server(), tenant, '/installations');
    await showsHeading(page, tenantCase.installationsTitle);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? 'null'));
    expect(user.payload).toMatchObject({
      email: mainCustomer(tenant).email,
      languageCode: language,
      countryCode: 'BE',
    });
    expect(typeof user.payload.id).toBe('number');
    expect(await page.getByRole('list').first().getByRole('listitem').count()).toBeGreaterThan(0);

    await page.reload();
    await showsHeading(page, tenantCase.installationsTitle);
    expect(new URL(page.url()).pathname).toBe('/installations');

    const other = await newPage('phone');
    await signIn(other, suite.server(), tenant, '/account');
    await showsHeading(other, tenantCase.accountTitle);
  });

  it('refreshes the access token through the token endpoint within 900 s of expiry', async () => {
    const page = await newPage();
    await signIn(page, suite.server(), tenant, '/installations');
    // Let the landing page finish its own calls first: a refresh it started after we shorten
    // the expiry, cut off by the navigation below, would rotate the token under the next page.
    await showsHeading(page, tenantCase.installationsTitle);
    await page.waitForLoadState('networkidle');
    const before = await storedTokens(page);
    if (!before) throw new Error('no tokens after login');
    expect(before.expires_at - Date.now() / 1000).toBeGreaterThan(900);
    await page.evaluate(
      ({ key, expiresAt }) => {
        const user = JSON.parse(localStorage.getItem(key) ?? '{}');
        localStorage.setItem(key, JSON.stringify({ ...user, expires_at: expiresAt }));
      },
      { key: before.key, expiresAt: Math.floor(Date.now() / 1000) + 600 },
    );
    const refresh = page.waitForRequest(
      (request) =>
        request.url().endsWith('/protocol/openid-connect/token') &&
        (request.postData() ?? '').includes('grant_type=refresh_token'),
    );
    const customerCall = page.waitForRequest((request) =>
      request.url().endsWith('/api/customers/me'),
    );
    await page.goto(suite.server().url(tenant, '/account'));
    const refreshResponse = await (await refresh).response();
    expect(refreshResponse?.status()).toBe(200);
    // The client stores the new tokens just after the response: wait for that write.
    await expect
      .poll(async () => (await storedTokens(page))?.access_token)
      .not.toBe(before.access_token);
    const after = await storedTokens(page);
    expect(after?.access_token).not.toBe(before.access_token);
    expect(after?.refresh_token).not.toBe(before.refresh_token);
    expect(after && after.expires_at - Date.now() / 1000).toBeGreaterThan(900);
    expect((await customerCall).headers().authorization).toBe(`Bearer ${after?.access_token}`);
    await showsHeading(page, tenantCase.accountTitle);
  });

  it('shows and saves the account details, and switches the language with the account', async () => {
    const page = await newPage();
    await signIn(page, suite.server(), tenant, '/account');
    const field = (name: string) => page.locator(`input[name="${name}"]`);
    // The details form is the page's first; the password change has a form of its own below it.
    const save = () => page.locator('form').first().locator('button[type="submit"]').click();
    await field('firstName').waitFor();
    expect(await field('email').inputValue()).toBe(mainCustomer(tenant).email);
    expect(await field('email').getAttribute('readonly')).not.toBeNull();
    expect(await field('firstName').inputValue()).not.toBe('');

    await field('city').fill('');
    await field('postalCode').fill('12');
    await save();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(2);

    await field('postalCode').fill('9000');
    await field('city').fill('Gent');
    await field('phone').fill('+32 470 11 22 33');
    await save();
    await page.getByRole('alert').filter({ hasText: /.+/ }).first().waitFor();
    await page.reload();
    await field('city').waitFor();
    await expect.poll(() => field('city').inputValue()).toBe('Gent');
    expect(await field('postalCode').inputValue()).toBe('9000');
    expect(await field('phone').inputValue()).toBe('+32 470 11 22 33');

    // A language change switches the interface at once and stays after a reload.
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: 'English' }).click();
    await save();
    await showsHeading(page, 'My account');
    await page.reload();
    await showsHeading(page, 'My account');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? 'null'));
    expect(stored.payload.languageCode).toBe('en');
    // Back to the customer's own language for the other tests.
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: language === 'nl' ? 'Nederlands' : 'Français' }).click();
    await save();
    await showsHeading(page, tenantCase.accountTitle);
  });

  it('registers an invited customer through the mailed link, then signs them in', async () => {
    const email = invitedCustomer(tenant);
    const mail = latestMail(suite.server(), 'invitation', email);
    if (!mail) throw new Error(`no invitation for ${email} in the outbox`);
    const link = linkIn(mail, '/confirmregistration');
    const page = await newPage('phone');
    await page.goto(link);
    const username = page.locator('input[name="username"]');
    await username.waitFor();
    expect(await username.inputValue()).toBe(email);

    await page.locator('input[name="new-password"]').fill('short1');
    await page.locator('input[name="repeat-password"]').fill('short1');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(1);

    const password = `Invited-${tenant}-2026`;
    await page.locator('input[name="new-password"]').fill(password);
    await page.locator('input[name="repeat-password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    const toLogin = page.locator('a[href="/login"]');
    await toLogin.waitFor();
    await outcome(page, `registered-${tenant}-${language}-phone`);
    await toLogin.click();
    await waitForLoginForm(page);
    // The address is filled in from the login hint.
    expect(await page.locator('input[name="email"]').inputValue()).toBe(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/installations' && url.hash === '');

    // The link is used up now.
    const again = await newPage('desktop');
    await again.goto(link);
    await again.locator('a[href="/login"]').waitFor();
    expect(await again.locator('input[name="new-password"]').count()).toBe(0);
    await outcome(again, `invitation-used-${tenant}-${language}-desktop`);
  });

  it('resets a forgotten password through the mailed link, then signs in with it', async () => {
    const page = await newPage('desktop');
    await page.goto(suite.server().url(tenant, '/login'));
    await waitForLoginForm(page);
    await page.locator('a[href*="/forgotpassword"]').click();
    await page.waitForURL((url) => url.pathname === '/forgotpassword');

    await page.locator('input[name="email"]').fill(`nobody.${tenant}@example.be`);
    await page.locator('form button[type="submit"]').click();
    // The form has a back-to-login link too: wait for the form itself to give way to the outcome.
    await page.locator('input[name="email"]').waitFor({ state: 'detached' });
    await page.locator('a[href="/login"]').first().waitFor();
    await outcome(page, `account-not-found-${tenant}-${language}-desktop`);

    await page.goto(suite.server().url(tenant, '/forgotpassword'));
    await page.locator('input[name="email"]').fill(tenantCase.resetEmail);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.locator('input[name="email"]').count()).toBe(0);
    await outcome(page, `reset-mail-sent-${tenant}-${language}-desktop`);
    await expect
      .poll(() => latestMail(suite.server(), 'password-reset', tenantCase.resetEmail) !== undefined)
      .toBe(true);
    const mail = latestMail(suite.server(), 'password-reset', tenantCase.resetEmail) ?? '';
    await page.goto(linkIn(mail, '/resetpassword'));
    const password = `Reset-${tenant}-2026`;
    await page.locator('input[name="new-password"]').fill(password);
    await page.locator('input[name="repeat-password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.locator('a[href="/login"]').waitFor();
    await outcome(page, `password-changed-${tenant}-${language}-desktop`);
    await page.locator('a[href="/login"]').click();
    await waitForLoginForm(page);
    expect(await page.locator('input[name="email"]').inputValue()).toBe(tenantCase.resetEmail);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/installations' && url.hash === '');
  });

  it('logs out to /login, after which the installations need a login again', async () => {
    const page = await newPage('desktop');
    await signIn(page, suite.server(), tenant, '/installations');
    await page.getByRole('button', { name: tenantCase.logout }).click();
    await waitForLoginForm(page);
    expect(await page.evaluate(() => localStorage.getItem('User'))).toBeNull();
    expect(await storedTokens(page)).toBeNull();
    await page.goto(suite.server().url(tenant, '/installations'));
    await waitForLoginForm(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
