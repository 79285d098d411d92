// The notification mails' one-click unsubscribe (decision 096, RFC 8058), without sign-in: a POST
// with the token turns off exactly its kind's e-mail (the push and the other kinds stay); a GET
// shows the page in the customer's language (or the one `lang` asks for) and changes nothing; a
// forged token, one of another customer changed by hand, or one made for another tenant, is 404
// and changes nothing.
import { defaultNotificationPreferences } from '@portal/contract/notification-preferences';
import { describe, expect, it } from 'vitest';
import {
  loadUnsubscribeSecret,
  signUnsubscribe,
} from '../src/features/notifications/unsubscribe-token.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { testNow } from './test-app.ts';

describe.each(testDialects())('one-click unsubscribe on %s', (dialect) => {
  const api = useCustomerApi(dialect);

  const tokenFor = async (tenantId: number, customerId: number, kind: 'invoices' | 'all') =>
    signUnsubscribe(await loadUnsubscribeSecret(api.db, testNow), tenantId, { customerId, kind });
  const unsubscribe = (
    method: 'GET' | 'POST',
    token: string,
    options: { tenant?: string; html?: boolean; lang?: string; host?: string } = {},
  ) =>
    api.app.server.inject({
      method,
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}${options.lang ? `&lang=${options.lang}` : ''}`,
      headers: {
        // A mail client or a browser opening the link sends no x-subdomain: its host names it.
        ...(options.host ? { host: options.host } : { 'x-subdomain': options.tenant ?? 'demo' }),
        ...(options.html ? { accept: 'text/html' } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { payload: 'List-Unsubscribe=One-Click' } : {}),
    });
  const choicesOf = async (customerId: number, tenant = 'demo') =>
    (
      await api.app.server.inject({
        url: '/api/account/notification-preferences',
        headers: { 'x-subdomain': tenant, authorization: await api.bearer(tenant, customerId) },
      })
    ).json().data;

  it('turns off exactly the kind’s e-mail on POST, and nothing on GET', async () => {
    const token = await tokenFor(api.marie.tenantId, api.marie.customerId, 'invoices');
    const before = await choicesOf(api.marie.customerId);
    const page = await unsubscribe('GET', token, { html: true });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('facturen');
    expect(page.body).toContain('method="post"');
    const preview = await unsubscribe('GET', token);
    expect(preview.json()).toEqual({ data: { kind: 'invoices', email: true }, errors: [] });
    expect(await choicesOf(api.marie.customerId)).toEqual(before);

    const done = await unsubscribe('POST', token);
    expect(done.json()).toEqual({ data: { kind: 'invoices', email: false }, errors: [] });
    const after = await choicesOf(api.marie.customerId);
    expect(after.kinds.invoices).toEqual({ push: before.kinds.invoices.push, email: false });
    expect({ ...after, kinds: { ...after.kinds, invoices: before.kinds.invoices } }).toEqual(
      before,
    );
    const again = await unsubscribe('POST', token, { html: true });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('U ontvangt geen e-mails meer');
  });

  it('speaks the language `lang` asks for, and its button keeps it', async () => {
    const token = await tokenFor(api.marie.tenantId, api.marie.customerId, 'invoices');
    const inFrench = await unsubscribe('GET', token, { html: true, lang: 'fr' });
    expect(inFrench.statusCode).toBe(200);
    expect(inFrench.body).toContain('<html lang="fr">');
    expect(inFrench.body).toContain('factures');
    expect(inFrench.body).toMatch(/action="[^"]*&amp;lang=fr"/);
    const invalid = await unsubscribe('GET', 'not-a-token', { html: true, lang: 'en' });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('This unsubscribe link is not valid');
    const unknown = await unsubscribe('GET', token, { html: true, lang: 'de' });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes the tenant from the link’s host, as a mail client posts it', async () => {
    const customer = await freshCustomer(api.db, { keep: [] });
    const token = await tokenFor(customer.tenantId, customer.customerId, 'invoices');
    const page = await unsubscribe('GET', token, { html: true, host: 'demo.localhost' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('method="post"');
    const elsewhere = await unsubscribe('POST', token, { host: 'helios.localhost' });
    expect(elsewhere.statusCode).toBe(404);
    const done = await unsubscribe('POST', token, { host: 'demo.localhost' });
    expect(done.json()).toEqual({ data: { kind: 'invoices', email: false }, errors: [] });
    expect((await choicesOf(customer.customerId)).kinds.invoices.email).toBe(false);
  });

  it('turns off every kind’s e-mail with the digest’s token', async () => {
    const token = await tokenFor(api.jan.tenantId, api.jan.customerId, 'all');
    expect((await unsubscribe('POST', token)).statusCode).toBe(200);
    const after = await choicesOf(api.jan.customerId);
    const defaults = defaultNotificationPreferences();
    for (const [kind, choice] of Object.entries(after.kinds)) {
      expect(choice, kind).toEqual({ push: true, email: false });
    }
    expect(Object.keys(after.kinds)).toEqual(Object.keys(defaults.kinds));
  });

  it('refuses forged tokens and tokens of another tenant with 404, changing nothing', async () => {
    const camille = await tokenFor(api.camille.tenantId, api.camille.customerId, 'invoices');
    const marie = await tokenFor(api.marie.tenantId, api.marie.customerId, 'invoices');
    const [, , mac] = marie.split('.');
    const before = {
      camille: await choicesOf(api.camille.customerId, 'helios'),
      jan: await choicesOf(api.jan.customerId),
    };
    const forged = [
      // Camille's token on the demo host: signed for helios.
      camille,
      // Marie's signature on Jan's id, or on another kind.
      `${api.jan.customerId}.invoices.${mac}`,
      `${api.marie.customerId}.loyalty.${mac}`,
      `${api.jan.customerId}.invoices.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await unsubscribe(method, token);
        expect(response.statusCode, `${method} ${token}`).toBe(404);
        expect(response.json().data).toBeNull();
      }
      const page = await unsubscribe('POST', token, { html: true });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('ongeldig');
    }
    // Marie's token on Camille's host.
    expect((await unsubscribe('POST', marie, { tenant: 'helios' })).statusCode).toBe(404);
    expect(await choicesOf(api.camille.customerId, 'helios')).toEqual(before.camille);
    expect(await choicesOf(api.jan.customerId)).toEqual(before.jan);
  });
});
