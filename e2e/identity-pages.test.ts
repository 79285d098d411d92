/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The identity pages in every language at a phone and a desktop width: login (with an error),
// confirm registration, forgot and reset password, and the account page. Each is audited with
// axe-core and photographed into .screenshots/ for a human look.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import {
  invitedCustomer,
  latestMail,
  linkIn,
  signIn,
  submitLogin,
  waitForLoginForm,
} from './support/identity.ts';

const languages = ['nl', 'fr', 'en'] as const;
const sizes = ['phone', 'desktop'] as const;
const resetCustomer = 'pieter.janssens@example.be';

const suite = useBrowserSuite();
let confirmLink: string;
let resetLink: string;

// The login page's own policy stays on: axe is evaluated over the DevTools protocol, which it
// does not govern, so the page is audited exactly as a customer gets it.
const newPage = (size: (typeof sizes)[number]): Promise<Page> => suite.newPage(size);

/** Audits the page as it is and photographs it; the audit waits for transitions to settle. */
async function check(page: Page, name: string): Promise<void> {
  expect(await seriousAxeViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

const withLanguage = (link: string, language: string) => `${link}&lang=${language}`;

beforeAll(async () => {
  const server = suite.server();
  const invitation = latestMail(server, 'invitation', invitedCustomer('demo'));
  if (!invitation) throw new Error('no invitation in the outbox');
  confirmLink = linkIn(invitation, '/confirmregistration');
  const asked = await fetch(`http://127.0.0.1:${server.port}/api/auth/password/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-subdomain': 'demo' },
    body: JSON.stringify({ email: resetCustomer }),
  });
  expect(asked.status).toBe(200);
  resetLink = linkIn(latestMail(server, 'password-reset', resetCustomer) ?? '', '/resetpassword');
});

describe.each(sizes)('identity pages at %s width', (size) => {
  it.each(languages)('login with an error (%s)', async (language) => {
    const page = await newPage(size);
    await page.goto(suite.server().url('demo', `/login?lang=${language}`));
    await waitForLoginForm(page);
    await submitLogin(page, {
      email: `nobody.${language}.${size}@example.be`,
      password: 'not-the-password-1',
    });
    await page.getByRole('alert').waitFor();
    await check(page, `login-error-demo-${language}-${size}`);
  });

  it('login validation and the helios branding (fr)', async () => {
    const page = await newPage(size);
    await page.goto(suite.server().url('helios', '/login?lang=fr'));
    await waitForLoginForm(page);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(2);
    await check(page, `login-validation-helios-fr-${size}`);
  });

  it.each(languages)('confirm registration (%s)', async (language) => {
    const page = await newPage(size);
    await page.goto(withLanguage(confirmLink, language));
    await page.locator('input[name="new-password"]').waitFor();
    await check(page, `confirm-registration-${language}-${size}`);
  });

  it.each(languages)('forgot password (%s)', async (language) => {
    const page = await newPage(size);
    await page.goto(suite.server().url('demo', `/forgotpassword?lang=${language}`));
    await page.locator('input[name="email"]').waitFor();
    await check(page, `forgot-password-${language}-${size}`);
  });

  it.each(languages)('reset password (%s)', async (language) => {
    const page = await newPage(size);
    await page.goto(withLanguage(resetLink, language));
    await page.locator('input[name="new-password"]').waitFor();
    await check(page, `reset-password-${language}-${size}`);
  });

  it('account (nl, fr, en)', async () => {
    const page = await newPage(size);
    await signIn(page, suite.server(), 'demo', '/account');
    for (const language of languages) {
      await page.goto(suite.server().url('demo', `/account?lang=${language}`));
      await page.locator('input[name="firstName"]').waitFor();
      await check(page, `account-${language}-${size}`);
    }
  });
});
