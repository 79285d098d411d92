// The guards run inside the real route tree, before any page renders: the router's first
// navigation ends on the redirect target (or the requested page) with the page never shown.

import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { dismissSnackbar, snackbarSnapshot } from '../lib/snackbar';
import { routes } from './router';

const allFeatures = ['support', 'survey', 'loyalty', 'monitoring'];

function serveConfig(features: string[]) {
  const config = {
    features,
    colors: { primary: '#8bc34a', secondary: '#2e5e1e' },
    texts: { nl: {}, fr: {}, en: {} },
    logo: { url: '/tenants/demo/logo.svg' },
    kWhToKgCo2eByCountry: { BE: 0.128 },
    config: {},
    languages: ['nl', 'fr', 'en'],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: config, errors: [] }), { status: 200 })),
  );
}

async function settle(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(
    () => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true),
    {
      timeout: 10_000,
    },
  );
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

function signIn() {
  localStorage.setItem(
    'User',
    JSON.stringify({
      expiry: Date.now() + 60_000,
      payload: { id: 1, email: 'an@example.be', languageCode: 'nl', countryCode: 'BE' },
    }),
  );
}

describe('guards in the route tree', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor from an auth route to /login with a return-to', async () => {
    serveConfig(allFeatures);
    expect(await settle('/installations')).toBe('/login?returnTo=%2Finstallations');
    expect(await settle('/account?tab=1')).toBe('/login?returnTo=%2Faccount%3Ftab%3D1');
  });

  it('lets a customer with a stored User entry through', async () => {
    serveConfig(allFeatures);
    signIn();
    expect(await settle('/installations')).toBe('/installations');
  });

  it('tells a signed-in customer why a feature route sent him to /', async () => {
    serveConfig(['support']);
    signIn();
    // The message's words, in Dutch, must be there when the guard tells it, whatever ran before
    // (another test's ?lang=fr) or nothing did.
    await startI18n('', 'nl');
    await i18n.changeLanguage('nl');
    await i18n.loadNamespaces('common');
    // The same words twice in a row show once: another test's guard may have said them already.
    for (const message of snackbarSnapshot()) dismissSnackbar(message.id);
    const before = snackbarSnapshot().length;
    expect(await settle('/loyalty')).toBe('/');
    expect(snackbarSnapshot().slice(before)).toEqual([
      expect.objectContaining({ kind: 'info', text: expect.stringMatching(/niet beschikbaar/) }),
    ]);
  });

  it('sends a feature route to / when the tenant lacks the feature', async () => {
    serveConfig(['support']);
    expect(await settle('/loyalty')).toBe('/');
    expect(await settle('/monitoring/feed')).toBe('/');
    expect(await settle('/support')).toBe('/support');
  });

  it('leads /monitoring to the monitoring feed, keeping its query', async () => {
    serveConfig(allFeatures);
    signIn();
    expect(await settle('/monitoring')).toBe('/monitoring/feed');
    expect(await settle('/monitoring?lang=fr')).toBe('/monitoring/feed?lang=fr');
  });

  it('sends insights to monitoring unless the selected device is a flexio device', async () => {
    serveConfig(allFeatures);
    expect(await settle('/monitoring/insights')).toBe('/monitoring/feed');
    localStorage.setItem(
      'monitoring.device',
      JSON.stringify({ id: 1, deviceId: 'dev-1', name: 'Thuis', monitoringIntegration: 'flexio' }),
    );
    expect(await settle('/monitoring/insights')).toBe('/monitoring/insights');
  });

  it('tells a customer why insights of a device without them sent him to the feed', async () => {
    serveConfig(allFeatures);
    signIn();
    localStorage.setItem(
      'monitoring.device',
      JSON.stringify({
        id: 2,
        deviceId: 'dev-2',
        name: 'Laadpaal',
        monitoringIntegration: 'other',
      }),
    );
    await startI18n('', 'nl');
    await i18n.changeLanguage('nl');
    await i18n.loadNamespaces('common');
    for (const message of snackbarSnapshot()) dismissSnackbar(message.id);
    const before = snackbarSnapshot().length;
    expect(await settle('/monitoring/insights')).toBe('/monitoring/feed');
    expect(snackbarSnapshot().slice(before)).toEqual([
      expect.objectContaining({ kind: 'info', text: expect.stringMatching(/Flexio-toestel/) }),
    ]);
  });

  it('treats an unreachable configuration as no features', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await settle('/loyalty')).toBe('/');
    expect(await settle('/')).toBe('/');
    expect(await settle('/nowhere')).toBe('/nowhere');
  });
});
