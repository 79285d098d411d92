// The login page the provider renders (decision 013): the authorization endpoint answers with it
// (200, no redirect), in the language asked, branded with the tenant, under a strict
// Content-Security-Policy, and it works without JavaScript: the form posts urlencoded and a 303
// chain ends at the SPA's /login with the code in the fragment.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, RealmClient } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';

const heading = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1];

describe('login page', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite');
  });
  afterAll(() => app.close());

  it('is the authorization answer itself, with the interaction cookie for its form', async () => {
    const client = new RealmClient(app.server, 'demo');
    const page = await client.authorize();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const uid = await client.startLogin();
    expect(client.jar.header(`/auth/realms/demo/interaction/${uid}/login`)).toContain(
      '_interaction=',
    );
    expect(page.body).toContain('<html lang="nl">');
    expect(heading(page.body)).toBe('Meld u aan op uw klantenportaal');
    expect(page.body).toMatch(/<form method="post" action="[^"]+\/interaction\/[\w-]+\/login"/);
    expect(page.body).toContain('<label for="email">E-mailadres</label>');
    expect(page.body).toContain('<label for="password">Wachtwoord</label>');
    expect(page.body).toContain(
      'href="http://demo.localhost:3000/forgotpassword?lang=nl">Wachtwoord vergeten?</a>',
    );
    expect(page.body).toMatch(
      /<img src="http:\/\/demo\.localhost:3000\/tenants\/demo\/logo\.svg" alt="Zonnewende Energie" width="\d+" height="\d+">/,
    );
  });

  it('has a strict Content-Security-Policy: no script, its one style block by hash', async () => {
    const page = await new RealmClient(app.server, 'helios').authorize();
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe');
    const style = /<style>(.*?)<\/style>/s.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain(' style=');
  });

  it('speaks the language of ui_locales, else the tenant default, and switches on request', async () => {
    const helios = new RealmClient(app.server, 'helios');
    const byDefault = await helios.authorize();
    expect(heading(byDefault.body)).toBe('Connectez-vous à votre espace client');
    const english = await helios.authorize({ ui_locales: 'en' });
    expect(english.body).toContain('<html lang="en">');
    expect(heading(english.body)).toBe('Sign in to your customer portal');
    const uid = await helios.startLogin({ ui_locales: 'en' });
    const switchLink = `http://helios.localhost:3000/auth/realms/helios/interaction/${uid}?lang=nl`;
    expect(english.body.replace(/interaction\/[\w-]+\?/g, `interaction/${uid}?`)).toContain(
      `<a href="${switchLink}" lang="nl" hreflang="nl">NL</a>`,
    );
    const dutch = await helios.request('GET', pathOf(switchLink));
    expect(dutch.statusCode).toBe(200);
    expect(heading(dutch.body)).toBe('Meld u aan op uw klantenportaal');
    expect(dutch.body).toContain(`/interaction/${uid}/login"`);
    expect(dutch.body).toContain(
      '<a href="http://helios.localhost:3000/auth/realms/helios/interaction/',
    );
    expect(dutch.body).toMatch(/lang="nl" hreflang="nl" aria-current="true">NL</);
  });

  it('fills in the login hint', async () => {
    const page = await new RealmClient(app.server, 'demo').authorize({
      login_hint: 'jan.peeters@example.be',
    });
    expect(page.body).toMatch(/<input id="email"[^>]*value="jan\.peeters@example\.be"/);
  });

  it('signs in without JavaScript: post, 303 to resume, 303 to /login with the code', async () => {
    const client = new RealmClient(app.server, 'demo');
    const uid = await client.startLogin();
    const posted = await client.request('POST', `/auth/realms/demo/interaction/${uid}/login`, {
      form: { lang: 'nl', email: 'jan.peeters@example.be', password: demoPasswords.demo },
    });
    expect(posted.statusCode).toBe(303);
    const resumed = await client.request('GET', pathOf(String(posted.headers.location)));
    expect(resumed.statusCode).toBe(303);
    const answer = new URL(String(resumed.headers.location));
    expect(`${answer.origin}${answer.pathname}`).toBe('http://demo.localhost:3000/login');
    const fragment = new URLSearchParams(answer.hash.slice(1));
    expect(fragment.get('state')).toBe(client.state);
    expect(fragment.get('code')).toBeTruthy();
  });

  it('takes only a urlencoded form', async () => {
    const client = new RealmClient(app.server, 'demo');
    const uid = await client.startLogin();
    const json = await client.request('POST', `/auth/realms/demo/interaction/${uid}/login`, {
      json: { email: 'jan.peeters@example.be', password: demoPasswords.demo },
    });
    expect(json.statusCode).toBe(415);
  });
});
