// One sign-in per customer per server: the first page that needs a customer signs in through the
// real login page (identity.ts `signIn`), and the browser storage of that session (the provider's
// cookies and the tokens and User entry in localStorage) is handed to every later context. The
// full OpenID Connect round trip then runs once per file and customer instead of once per test.
import type { Browser, BrowserContext } from 'playwright-core';
import { type DemoTenant, type Login, signIn } from './identity.ts';
import type { PortalServer } from './portal-server.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type SignedInStates = (tenant: DemoTenant, login: Login) => Promise<StorageState>;

export function signedInStates(browser: Browser, server: PortalServer): SignedInStates {
  const states = new Map<string, Promise<StorageState>>();
  const signInOnce = async (tenant: DemoTenant, login: Login) => {
    const context = await browser.newContext();
    try {
      await signIn(await context.newPage(), server, tenant, '/account', login);
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  return (tenant, login) => {
    const key = `${tenant} ${login.email}`;
    let state = states.get(key);
    if (!state) {
      state = signInOnce(tenant, login);
      // A failed sign-in is not kept: the next test tries again.
      state.catch(() => states.delete(key));
      states.set(key, state);
    }
    return state;
  };
}
