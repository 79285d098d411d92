/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// Signing in through the real login page (the identity provider's form), and reading the mail the
// server wrote to its outbox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { demoAccounts } from '../../apps/server/src/demo/demo-accounts.ts';
import type { PortalServer } from './portal-server.ts';

export type DemoTenant = 'demo' | 'helios';

export interface Login {
  email: string;
  password: string;
}

/** The main demo customer of a tenant and the tenant's demo password (README). */
export function mainCustomer(tenant: DemoTenant): Login {
  const accounts = demoAccounts.find((entry) => entry.subdomain === tenant);
  const customer = accounts?.customers[0];
  if (!accounts || !customer) throw new Error(`no demo accounts for ${tenant}`);
  return { email: customer.email, password: accounts.password };
}

/** The invited (not yet registered) demo customer of a tenant. */
export function invitedCustomer(tenant: DemoTenant): string {
  const customer = demoAccounts
    .find((entry) => entry.subdomain === tenant)
    ?.customers.find((entry) => entry.invited);
  if (!customer) throw new Error(`no invited demo customer for ${tenant}`);
  return customer.email;
}

/** Whether `url` is the identity provider's login page (decision 013): its authorization
 * endpoint, or the interaction it belongs to (another language, a failed post). */
export function isLoginFormUrl(url: URL): boolean {
  return /^\/auth\/realms\/[\w-]+\/(protocol\/openid-connect\/auth|interaction\/[\w-]+(\/login)?)$/.test(
    url.pathname,
  );
}

/** Waits until the browser shows the provider's login form. */
export async function waitForLoginForm(page: Page): Promise<void> {
  await page.waitForURL(isLoginFormUrl);
  await page.locator('input[name="email"]').waitFor();
}

/** Fills in and submits the login form (already on screen). */
export async function submitLogin(page: Page, login: Login): Promise<void> {
  await page.locator('input[name="email"]').fill(login.email);
  await page.locator('input[name="password"]').fill(login.password);
  await page.locator('form button[type="submit"]').click();
}

/** Opens `path` on the tenant, signs in on the login page, and waits to be back on `path`. */
export async function signIn(
  page: Page,
  server: PortalServer,
  tenant: DemoTenant,
  path = '/installations',
  login: Login = mainCustomer(tenant),
): Promise<void> {
  await page.goto(server.url(tenant, path));
  await waitForLoginForm(page);
  await submitLogin(page, login);
  const target = new URL(path, 'http://x');
  await page.waitForURL((url) => url.pathname === target.pathname && url.hash === '', {
    timeout: 20_000,
  });
  // The landing page's own calls must be over before a test navigates on: an answer a test waits
  // for could otherwise be the landing page's, whose body is gone once the page is left.
  await page.waitForLoadState('networkidle');
}

/** The oidc-client-ts token set in the page's localStorage. */
export function storedTokens(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) return null;
    const user = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      access_token: string;
      refresh_token?: string;
      expires_at: number;
    };
    return { key, ...user };
  });
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest mail of `purpose` to `to` in the server's outbox, decoded, or undefined. */
export function latestMail(
  server: PortalServer,
  purpose: 'invitation' | 'password-reset' | 'referral-lead' | 'notification',
  to: string,
): string | undefined {
  const outbox = join(server.dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  const file = readdirSync(outbox)
    .filter((name) => name.endsWith(`-${purpose}-${to.toLowerCase()}.eml`))
    .sort()
    .at(-1);
  return file ? decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8')) : undefined;
}

/** The first link to `page` (e.g. /confirmregistration) in a mail. */
export function linkIn(mail: string, page: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"<>]+${page}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[0];
}
