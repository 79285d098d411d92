/// <reference lib="dom" />
// (DOM types: the init script and page.evaluate callbacks run in the browser.)
// The live monitoring pages in Chromium against the real portal, with the monitoring calls stood
// in for so the test decides every reading and every drop: getDevices and enableBroadcast are
// answered by page.route and the socket is a fake WebSocket injected by addInitScript that acts as
// the server, pushing one reading a second (text and binary by turns) and dropping the connection
// when the test says so. The real socket has its own end-to-end test. Every state
// axe-clean in nl, fr and en at phone and desktop width, and looked at in the screenshots.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';

const devices = [
  {
    id: 1,
    deviceId: 'flexio-0001',
    name: 'Thuisbatterij en zonnepanelen',
    monitoringIntegration: 'flexio',
  },
  { id: 2, deviceId: 'sim-0002', name: 'Garage', monitoringIntegration: 'simulator' },
];

/** The browser side: a WebSocket that serves /websockets/monitoring itself. */
function fakeMonitoringServer(): void {
  const Real = window.WebSocket;
  const reading = {
    deviceId: 'flexio-0001',
    source: 'simulator',
    home: 640,
    ownConsumption: 1540,
    grid: -1580,
    ev: 0,
    solar: 3120,
    battery: -900,
    batteryCharge: 900,
    batteryDischarge: 0,
    batteryChargeState: 64.5,
    gridConsume: 0,
    gridInject: 1580,
    priceConsumption: 0.312,
    priceInjection: 0.045,
    units: { power: 'W', batteryChargeState: '%', price: '€/kWh' },
  };
  const state = window as unknown as { monitoringSockets: FakeSocket[] };
  state.monitoringSockets = [];

  class FakeSocket {
    binaryType = 'blob';
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private sent = 0;
    private timer: number | undefined;
    readonly url: string;
    constructor(url: string) {
      this.url = url;
      state.monitoringSockets.push(this);
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.(new Event('open'));
        this.timer = window.setInterval(() => this.push(), 1000);
        this.push();
      }, 100);
    }
    push(): void {
      const text = JSON.stringify({ ...reading, timestamp: new Date().toISOString() });
      this.sent += 1;
      const data = this.sent % 2 === 0 ? new Blob([text]) : text;
      this.onmessage?.(new MessageEvent('message', { data }));
    }
    close(code = 1005): void {
      if (this.readyState === 3) return;
      this.readyState = 3;
      window.clearInterval(this.timer);
      this.onclose?.(new CloseEvent('close', { code }));
    }
  }

  window.WebSocket = new Proxy(Real, {
    construct(target, args: [string, string?]) {
      return String(args[0]).includes('/websockets/monitoring')
        ? new FakeSocket(String(args[0]))
        : new target(...args);
    },
  });
}

async function withMonitoringServer(page: Page, broadcast: 'ok' | 'fails' = 'ok') {
  // The service worker fetches the devices (it keeps them for offline): only the context's routes
  // see what the worker asks, the page's do not.
  await page
    .context()
    .route('**/api/monitoring/getDevices', (route) =>
      route.fulfill({ json: { data: devices, errors: [] } }),
    );
  await page.route('**/api/monitoring/enableBroadcast', (route) =>
    broadcast === 'ok'
      ? route.fulfill({
          json: {
            data: { enabled: true, stopsAt: new Date(Date.now() + 240_000).toISOString() },
            errors: [],
          },
        })
      : route.fulfill({ status: 500, json: { errors: [{ code: 'INTERNAL', message: 'x' }] } }),
  );
  await page.addInitScript(fakeMonitoringServer);
  // The sign-in already fetched the real device list and kept it for 30 minutes (spec §4): forget
  // it, so the page asks the stand-in above.
  await page.addInitScript(() => localStorage.removeItem('monitoring'));
}

const words = {
  nl: { grid: '1,58 kW geïnjecteerd in het net', price: 'Afnameprijs', lost: /poging 1 van 5/ },
  fr: { grid: '1,58 kW injectés dans le réseau', price: 'Prix de prélèvement', lost: /1 sur 5/ },
  en: { grid: 'Injecting 1.58 kW into the grid', price: 'Consumption price', lost: /1 of 5/ },
} as const;

/** Whether a select's chosen option is wider than the room its box gives it (then it is cut). */
function selectedNameIsCut(select: Locator): Promise<boolean> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = style.font;
    const name = context.measureText(element.selectedOptions[0]?.text ?? '').width;
    const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    // Chromium draws the select's arrow in about 20 px of the box.
    return name > element.clientWidth - padding - 20;
  });
}

describe('live monitoring in Chromium (stubbed socket)', () => {
  const suite = useBrowserSuite();
  const url = (path: string) => suite.server().url('demo', path);

  it('shows the live flows, prices and device pages in nl, fr and en at both widths', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await suite.signedIn(viewport, 'demo');
      await withMonitoringServer(page);
      // The stand-in's one reading a second runs on Playwright's clock: the test moves it on.
      await page.clock.install();
      for (const language of ['nl', 'fr', 'en'] as const) {
        await page.goto(url(`/monitoring/feed?lang=${language}`));
        await page.getByText(words[language].grid).waitFor();
        await page.getByText(words[language].price).waitFor();
        // Binary messages keep it live: past a Blob one.
        await page.clock.runFor(1200);
        await page.getByText(words[language].grid).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `monitoring-feed-${language}-${viewport}`);

        // The top bar's device selector shows the device's whole name, on a phone too.
        expect(await selectedNameIsCut(page.locator('header select'))).toBe(false);

        await page.goto(url(`/monitoring/device-details?lang=${language}`));
        await page.getByText('flexio-0001').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `monitoring-device-${language}-${viewport}`);
      }
    }
  });

  it('selects another device in the top bar and keeps the choice', async () => {
    const page = await suite.signedIn('desktop', 'demo');
    await withMonitoringServer(page);
    await page.goto(url('/monitoring/device-details?lang=en'));
    await page.getByText('flexio-0001').waitFor();
    await page.getByRole('combobox', { name: 'Device' }).selectOption({ label: 'Garage' });
    await page.getByText('sim-0002').waitFor();
    await page.reload();
    await page.getByText('sim-0002').waitFor();
    // The page asks for the broadcast before it opens the socket: wait for that socket.
    const lastSocketUrl = () =>
      page.evaluate(
        () =>
          (window as unknown as { monitoringSockets: { url: string }[] }).monitoringSockets.at(-1)
            ?.url ?? '',
      );
    await expect
      .poll(lastSocketUrl)
      .toMatch(
        /^ws:\/\/demo\.localhost:\d+\/websockets\/monitoring\?subdomain=demo&accessToken=.+&deviceId=sim-0002$/,
      );
  });

  it('retries a dropped connection 5 s later and shows the lost connection meanwhile', async () => {
    const page = await suite.signedIn('phone', 'demo');
    await withMonitoringServer(page);
    // The retry's 5 s run on Playwright's clock: the test moves them on instead of waiting.
    await page.clock.install();
    await page.goto(url('/monitoring/feed?lang=nl'));
    await page.getByText(words.nl.grid).waitFor();
    await page.evaluate(() => {
      const state = window as unknown as {
        monitoringSockets: { close(code: number): void }[];
      };
      state.monitoringSockets.at(-1)?.close(1006);
    });
    await page.getByText(words.nl.lost).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'monitoring-feed-reconnecting-nl-phone');
    await page.clock.runFor(5_000);
    await expect.poll(() => page.getByText(words.nl.lost).count(), { timeout: 15_000 }).toBe(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { monitoringSockets: unknown[] }).monitoringSockets.length,
      ),
    ).toBe(2);
  });

  it('says it could not connect when the broadcast fails, with a retry, in every language', async () => {
    const titles = {
      nl: 'Kon geen verbinding maken met het toestel',
      fr: 'Impossible de se connecter à l’appareil',
      en: 'Could not connect to the device',
    };
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await suite.signedIn(viewport, 'demo');
      await withMonitoringServer(page, 'fails');
      for (const language of ['nl', 'fr', 'en'] as const) {
        await page.goto(url(`/monitoring/feed?lang=${language}`));
        await page.getByRole('heading', { name: titles[language] }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `monitoring-feed-error-${language}-${viewport}`);
      }
    }
  });
});
