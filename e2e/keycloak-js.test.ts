/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The real keycloak-js package (pinned in package.json), unchanged, against a tenant's embedded
// realm in Chromium: as an application written for Keycloak would use it. The page keycloak-js
// runs in must sit at the portal client's one registered redirect URI (the tenant's /login), so a
// reverse proxy in front of the portal serves it there and passes everything else on; the
// portal's tenant origins name the proxy, so the realm sees exactly what it would see from such an
// application: the same origin, redirects, iframes, CORS calls and cookies. (The browser's own
// request interception cannot serve it: it does not see the redirects that lead back to /login.) With `login-required` it signs in on
// the realm's form, refreshes, reads userinfo and logs out; with `check-sso` it finds the session
// without a form and its login-status iframe notices when the session ends elsewhere.
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/browser-suite.ts';
import { mainCustomer, submitLogin, waitForLoginForm } from './support/identity.ts';
import { freePort } from './support/portal-server.ts';

let serverPort = 0;
let proxyPort = 0;
let proxy: Server | undefined;
const keycloakJs = readFileSync(createRequire(import.meta.url).resolve('keycloak-js'), 'utf8');
const keycloakJsPath = '/__keycloak-js/keycloak.js';
const jan = mainCustomer('demo');

/** What the application page exposes to the test. */
interface KeycloakWindow {
  keycloak: {
    authenticated?: boolean;
    token?: string;
    refreshToken?: string;
    tokenParsed?: Record<string, unknown>;
    refreshTokenParsed?: Record<string, unknown>;
    idTokenParsed?: Record<string, unknown>;
    updateToken(minValidity: number): Promise<boolean>;
    loadUserInfo(): Promise<Record<string, unknown>>;
    logout(options?: { redirectUri?: string }): Promise<void>;
    login(options?: { redirectUri?: string }): Promise<void>;
  };
  /** How `init` ended, once it has. */
  outcome?: { authenticated?: boolean; failure?: string };
  signedOutElsewhere: boolean;
}

/** An application page that starts keycloak-js with `init` and the options the test gives. */
const applicationPage = (origin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>An application on keycloak-js</title></head>
<body><main><h1>An application on keycloak-js</h1></main>
<script type="module">
  import Keycloak from '${keycloakJsPath}';
  const keycloak = new Keycloak({ url: '${origin}/auth', realm: 'demo', clientId: 'customer-portal' });
  window.keycloak = keycloak;
  window.signedOutElsewhere = false;
  keycloak.onAuthLogout = () => { window.signedOutElsewhere = true; };
  window.started = keycloak
    .init({ ...window.initOptions, redirectUri: '${origin}/login' })
    .then((authenticated) => ({ authenticated }), (error) => ({ failure: String(error) }));
  window.started.then((outcome) => { window.outcome = outcome; });
</script></body></html>`;

/** The demo tenant as the browser reaches it: through the proxy. */
const demoUrl = (path: string) => `http://demo.localhost:${proxyPort}${path}`;

/** The application's own two files at their paths; anything else goes on to the portal. */
function startApplicationProxy(): Promise<Server> {
  const server = createServer((incoming, answer) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    if (incoming.method === 'GET' && (path === '/login' || path === keycloakJsPath)) {
      const script = path === keycloakJsPath;
      answer.writeHead(200, {
        'content-type': `text/${script ? 'javascript' : 'html'}; charset=utf-8`,
        'cache-control': 'no-store',
      });
      answer.end(script ? keycloakJs : applicationPage(new URL(demoUrl('/')).origin));
      return;
    }
    const onward = request(
      {
        host: '127.0.0.1',
        port: serverPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (portal) => {
        answer.writeHead(portal.statusCode ?? 502, portal.headers);
        portal.pipe(answer);
      },
    );
    onward.on('error', () => answer.destroy());
    incoming.pipe(onward);
  });
  return new Promise((ready) => server.listen(proxyPort, '127.0.0.1', () => ready(server)));
}

beforeAll(async () => {
  [serverPort, proxyPort] = await Promise.all([freePort(), freePort()]);
  proxy = await startApplicationProxy();
});
afterAll(() => new Promise<void>((done) => (proxy ? proxy.close(() => done()) : done())));

const suite = useBrowserSuite({
  server: () => ({
    port: serverPort,
    env: { TENANT_ORIGIN_TEMPLATE: `http://{tenant}.localhost:${proxyPort}` },
  }),
});

/** A browser whose tabs start keycloak-js with `initOptions` on the application's page. */
async function applicationOn(initOptions: Record<string, unknown>): Promise<Page> {
  const page = await suite.newPage('desktop');
  await page.context().addInitScript((options) => {
    Object.assign(window, { initOptions: options });
  }, initOptions);
  return page;
}

/**
 * How keycloak-js's `init` ended on the page the tab settles on: `check-sso` and `login-required`
 * may first send the tab to the realm and back, which replaces the page being asked.
 */
async function started(page: Page) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const outcome = await page
      .evaluate(() => (window as unknown as KeycloakWindow).outcome)
      .catch(() => undefined);
    if (outcome) return outcome;
    await sleep(100);
  }
  throw new Error(`keycloak-js did not start on ${page.url()}`);
}

/** The realm's answer to a refresh with `refreshToken`, asked from outside the browser. */
function refreshFromOutside(refreshToken: string): Promise<{ error?: string }> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: 'customer-portal',
    refresh_token: refreshToken,
  }).toString();
  return new Promise((done, fail) => {
    // To the loopback with the tenant's host name: Node does not resolve *.localhost as browsers do.
    const asked = request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        method: 'POST',
        path: '/auth/realms/demo/protocol/openid-connect/token',
        headers: {
          host: `demo.localhost:${proxyPort}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          text += chunk;
        });
        answer.on('end', () => done(JSON.parse(text) as { error?: string }));
      },
    );
    asked.on('error', fail);
    asked.end(body);
  });
}

describe('keycloak-js against the embedded realm', () => {
  it('signs in with login-required and PKCE, refreshes, reads userinfo and logs out', async () => {
    const page = await applicationOn({
      onLoad: 'login-required',
      pkceMethod: 'S256',
      scope: 'openid email profile',
    });
    await page.goto(demoUrl('/login'));
    await waitForLoginForm(page);
    await submitLogin(page, jan);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await started(page)).toEqual({ authenticated: true });

    const first = await page.evaluate(() => {
      const { keycloak } = window as unknown as KeycloakWindow;
      return {
        token: keycloak.token,
        refreshToken: keycloak.refreshToken,
        access: keycloak.tokenParsed,
        refresh: keycloak.refreshTokenParsed,
        id: keycloak.idTokenParsed,
      };
    });
    expect(first.access).toMatchObject({
      preferred_username: jan.email,
      azp: 'customer-portal',
      realm_access: { roles: ['customer'] },
    });
    expect(first.refresh).toMatchObject({ typ: 'Refresh', azp: 'customer-portal' });
    expect(first.id).toMatchObject({ email: jan.email, sid: first.access?.sid });

    const refreshed = await page.evaluate(async () => {
      const { keycloak } = window as unknown as KeycloakWindow;
      const done = await keycloak.updateToken(-1);
      return { done, token: keycloak.token, refreshToken: keycloak.refreshToken };
    });
    expect(refreshed.done).toBe(true);
    expect(refreshed.token).not.toBe(first.token);
    expect(refreshed.refreshToken).not.toBe(first.refreshToken);

    const userinfo = await page.evaluate(() =>
      (window as unknown as KeycloakWindow).keycloak.loadUserInfo(),
    );
    expect(userinfo).toMatchObject({ sub: first.access?.sub, email: jan.email });

    await page.evaluate(() => {
      void (window as unknown as KeycloakWindow).keycloak.logout();
    });
    // Back on the application, which, signed out, sends the visitor to the form again.
    await waitForLoginForm(page);
    expect(await refreshFromOutside(String(refreshed.refreshToken))).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('finds the session with check-sso, and its iframe sees a logout elsewhere', async () => {
    const page = await applicationOn({ onLoad: 'check-sso', checkLoginIframeInterval: 1 });
    await page.goto(demoUrl('/login'));
    // Nobody has signed in in this browser: check-sso answers so, without a form.
    expect(await started(page)).toEqual({ authenticated: false });

    await page.evaluate(() => {
      void (window as unknown as KeycloakWindow).keycloak.login();
    });
    await waitForLoginForm(page);
    await submitLogin(page, jan);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await started(page)).toEqual({ authenticated: true });

    // A reload finds the realm's session without the form.
    await page.reload();
    expect(await started(page)).toEqual({ authenticated: true });
    const refreshToken = await page.evaluate(
      () => (window as unknown as KeycloakWindow).keycloak.refreshToken,
    );

    // The customer logs out in another tab of the same browser; the first tab's login-status
    // iframe reports the session changed and keycloak-js signs the application out.
    const other = await page.context().newPage();
    await other.goto(demoUrl('/login'));
    expect(await started(other)).toEqual({ authenticated: true });
    await other.evaluate(() => {
      void (window as unknown as KeycloakWindow).keycloak.logout();
    });
    await other.waitForURL((url) => url.pathname === '/login');
    await page.waitForFunction(() => (window as unknown as KeycloakWindow).signedOutElsewhere);
    expect(
      await page.evaluate(() => (window as unknown as KeycloakWindow).keycloak.authenticated),
    ).toBe(false);
    expect(await refreshFromOutside(String(refreshToken))).toMatchObject({
      error: 'invalid_grant',
    });
  });
});
