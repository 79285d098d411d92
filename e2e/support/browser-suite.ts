// The set-up every browser test file shares: one real portal server and one Chromium for the
// file, a fresh browser context per page (own storage, so sessions never leak between tests),
// all closed after the file. Call once at the top of a describe block.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, viewports } from './browser.ts';
import { type DemoTenant, type Login, mainCustomer, signIn } from './identity.ts';
import { type PortalServer, startPortalServer } from './portal-server.ts';

export type Viewport = keyof typeof viewports;

export interface BrowserSuite {
  server(): PortalServer;
  /** A page in a new context at the given width. */
  newPage(viewport?: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /** A new page signed in through the real login page, landed on `path`. */
  signedIn(viewport: Viewport, tenant: DemoTenant, path?: string, login?: Login): Promise<Page>;
}

export function useBrowserSuite(): BrowserSuite {
  let server: PortalServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startPortalServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const running = () => {
    if (!server || !browser) throw new Error('the browser suite has not started');
    return { server, browser };
  };

  const newPage = async (viewport: Viewport = 'desktop', options: BrowserContextOptions = {}) => {
    const context = await running().browser.newContext({
      viewport: viewports[viewport],
      ...options,
    });
    contexts.push(context);
    return context.newPage();
  };

  return {
    server: () => running().server,
    newPage,
    async signedIn(viewport, tenant, path = '/installations', login = mainCustomer(tenant)) {
      const page = await newPage(viewport, { acceptDownloads: true });
      await signIn(page, running().server, tenant, path, login);
      return page;
    },
  };
}
