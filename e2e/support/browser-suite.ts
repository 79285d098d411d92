// The set-up every browser test file shares: one real portal server and one Chromium for the
// file, a fresh browser context per page (own storage, so nothing a test changes in the browser
// leaks into the next), all closed after the file. Signed-in pages share the session of one
// sign-in per customer (signed-in-state.ts); a test that ends or changes the session asks for a
// session of its own. Call once at the top of a describe block. Every context starts with the
// tracking question answered (refused) and the install offer declined, so that neither the consent
// banner of a tenant with a tag-manager container (decisions 041, 077) nor the install dialog
// (decision 045) covers a page of tests about other things; the suite about them asks for neither
// (and gives a tenant a container). A test fails when a page it opened could not hydrate the server's first screen (hydration-watch.ts).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, quiet, viewports, watchRequests } from './browser.ts';
import { watchHydration } from './hydration-watch.ts';
import { type DemoTenant, type Login, mainCustomer, signIn } from './identity.ts';
import { type PortalServer, type PortalServerOptions, startPortalServer } from './portal-server.ts';
import { type SignedInStates, signedInStates } from './signed-in-state.ts';

export type Viewport = keyof typeof viewports;

export interface BrowserSuite {
  server(): PortalServer;
  /** A page in a new context at the given width. */
  newPage(viewport?: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /** A new page in the customer's shared signed-in session, landed on `path`. */
  signedIn(viewport: Viewport, tenant: DemoTenant, path?: string, login?: Login): Promise<Page>;
  /** A new page signed in through the real login page with a session of its own (to log out). */
  signedInOwnSession(
    viewport: Viewport,
    tenant: DemoTenant,
    path?: string,
    login?: Login,
  ): Promise<Page>;
}

/** The answers as the portal stores them, unless a test answered already. */
export function answerPortalQuestions(): void {
  const expiry = Date.now() + 24 * 60 * 60 * 1000;
  const answers = { trackingConsent: 'refused', installPromptDeclined: true };
  for (const [key, payload] of Object.entries(answers)) {
    if (localStorage.getItem(key) === null) {
      localStorage.setItem(key, JSON.stringify({ expiry, payload }));
    }
  }
}

export interface BrowserSuiteOptions {
  questionsAnswered?: boolean;
  /** The server's options, asked for when it starts (after the file's own earlier hooks). */
  server?: () => PortalServerOptions;
  /** Runs once the server is ready, before any page: e.g. a tenant setting changed by command. */
  prepare?: (server: PortalServer) => Promise<void>;
}

export function useBrowserSuite({
  questionsAnswered = true,
  server: serverOptions,
  prepare,
}: BrowserSuiteOptions = {}): BrowserSuite {
  let server: PortalServer | undefined;
  let browser: Browser | undefined;
  let states: SignedInStates | undefined;
  const contexts: BrowserContext[] = [];
  const hydrationFailures: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startPortalServer(serverOptions?.()), launchChromium()]);
    await prepare?.(server);
    states = signedInStates(browser, server);
  });

  afterEach(() => {
    expect(hydrationFailures.splice(0), 'the first screen hydrated without a difference').toEqual(
      [],
    );
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  const running = () => {
    if (!server || !browser || !states) throw new Error('the browser suite has not started');
    return { server, browser, states };
  };

  const newPage = async (viewport: Viewport = 'desktop', options: BrowserContextOptions = {}) => {
    const context = await running().browser.newContext({
      viewport: viewports[viewport],
      ...options,
    });
    contexts.push(context);
    watchHydration(context, hydrationFailures);
    if (questionsAnswered) await context.addInitScript(answerPortalQuestions);
    const page = await context.newPage();
    await watchRequests(page);
    return page;
  };

  return {
    server: () => running().server,
    newPage,
    async signedIn(viewport, tenant, path = '/installations', login = mainCustomer(tenant)) {
      const storageState = await running().states(tenant, login);
      const page = await newPage(viewport, { acceptDownloads: true, storageState });
      await page.goto(running().server.url(tenant, path));
      const target = new URL(path, 'http://x');
      await page.waitForURL((url) => url.pathname === target.pathname);
      // The landing page's own calls must be over before a test navigates on: an answer a test
      // waits for could otherwise be the landing page's, whose body is gone once the page is left.
      await quiet(page);
      return page;
    },
    async signedInOwnSession(
      viewport,
      tenant,
      path = '/installations',
      login = mainCustomer(tenant),
    ) {
      const page = await newPage(viewport, { acceptDownloads: true });
      await signIn(page, running().server, tenant, path, login);
      return page;
    },
  };
}
