// The provider's own pages: branded with the tenant, in the asked language, and never showing
// what went wrong inside.

import { preferredLanguage } from '@portal/contract/language-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealmClient } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

describe('provider pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite');
  });
  afterAll(() => app.close());

  it('render errors branded and translated, without the error description', async () => {
    const helios = new RealmClient(app.server, 'helios');
    const french = await helios.authorize({ client_id: 'unknown-client' });
    expect(french.statusCode).toBe(400);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('Helios Solaire');
    expect(french.body).toContain('http://helios.localhost:3000/tenants/helios/logo.svg');
    expect(french.body).toContain('Une erreur s’est produite lors de la connexion.');
    expect(french.body).toContain('href="http://helios.localhost:3000/login"');
    expect(french.body).not.toMatch(/client is invalid|not found|stack/i);
    expect(french.headers['content-security-policy']).toContain("default-src 'none'");

    const english = await helios.request(
      'GET',
      '/auth/realms/helios/protocol/openid-connect/auth?client_id=unknown',
      { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
    );
    expect(english.body).toContain('Something went wrong while logging in. Please try again.');
  });

  it('send the browser back to the login page after a logout without a return address', async () => {
    const client = new RealmClient(app.server, 'demo');
    const page = await client.request(
      'GET',
      '/auth/realms/demo/protocol/openid-connect/logout/success',
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('U bent afgemeld bij Zonnewende Energie.');
    expect(page.body).toContain('location.replace("http://demo.localhost:3000/login");');
  });

  it('choose the language from ui_locales, then Accept-Language, then the tenant default', () => {
    expect(preferredLanguage(['fr-BE en', 'nl'], 'nl')).toBe('fr');
    expect(preferredLanguage([undefined, 'de-DE,en;q=0.8'], 'nl')).toBe('en');
    expect(preferredLanguage([undefined, 'de-DE'], 'fr')).toBe('fr');
  });
});
