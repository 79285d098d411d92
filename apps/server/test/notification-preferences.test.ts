// The customer's notification choices (decision 096): the account routes read and replace them;
// notify() honours them per channel (no push and no mail against the choice, pushes held through
// quiet hours, mails gathered in the daily digest, one digest per customer and day across
// instances); the mails carry a signed one-click unsubscribe (RFC 8058) that changes exactly its
// kind's e-mail and nothing on GET; required mails (a password reset) go whatever is chosen.
import { rmSync } from 'node:fs';
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@portal/contract/notification-preferences';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createNotificationMails,
  type NotificationEvent,
  notify,
} from '../src/features/notifications/index.ts';
import { createMailOutbox } from '../src/platform/mail/mail-outbox.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { outboxMails, temporaryDataDir } from './outbox.ts';
import { testNow } from './test-app.ts';

const janEmail = 'jan.peeters@example.be';
const quiet = { info: () => undefined, warn: () => undefined };
const invoice: NotificationEvent = {
  key: 'invoiceAvailable',
  action: 'invoices',
  params: {},
};
const peak: NotificationEvent = {
  key: 'capacityPeakSet',
  action: 'insights',
  params: { peakKw: 4.2, previousKw: 3.1 },
};
/** A day after the app's clock: what notify() queues then is never due for the app's own
 * senders during the test, only for the ones the test runs. */
const later = (minutes = 0) => new Date(testNow.getTime() + 24 * 3_600_000 + minutes * 60_000);

describe.each(testDialects())('notification preferences on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const headers = async (tenant: string, customerId: number) => ({
    'x-subdomain': tenant,
    authorization: await api.bearer(tenant, customerId),
  });
  const put = async (customerId: number, payload: NotificationPreferences, tenant = 'demo') =>
    api.app.server.inject({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      headers: await headers(tenant, customerId),
      payload,
    });
  const read = async (customerId: number, tenant = 'demo') =>
    api.app.server.inject({
      url: '/api/account/notification-preferences',
      headers: await headers(tenant, customerId),
    });
  const choose = async (change: (preferences: NotificationPreferences) => void) => {
    const preferences = defaultNotificationPreferences();
    change(preferences);
    const response = await put(api.jan.customerId, preferences);
    expect(response.statusCode).toBe(200);
  };
  const jan = () => ({ tenantId: api.jan.tenantId, customerId: api.jan.customerId });
  const tell = (event: NotificationEvent, at: Date) =>
    api.db.transaction().execute((trx) => notify(trx, jan(), event, at));
  const mails = () => {
    const clock = () => later(60);
    const mailer = createMailer(api.app.config, quiet);
    const outbox = createMailOutbox({ db: api.db, mailer, clock, log: quiet });
    return createNotificationMails({ db: api.db, clock, outbox });
  };
  const pushesOf = (notificationId: number) =>
    api.db
      .selectFrom('push_outbox')
      .select(['next_attempt_at'])
      .where('notification_id', '=', notificationId)
      .execute();
  const mailsTo = (email: string, purpose: string) =>
    api.db
      .selectFrom('mail_outbox')
      .select(['id', 'subject', 'text_body', 'list_unsubscribe'])
      .where('recipient', '=', email)
      .where('purpose', '=', purpose)
      .orderBy('id')
      .execute();
  const queued = (notificationId: number) =>
    api.db
      .selectFrom('notification_mail_queue')
      .select(['digest'])
      .where('notification_id', '=', notificationId)
      .execute();
  const subscribe = async () => {
    await api.db
      .insertInto('push_subscriptions')
      .values({
        tenant_id: api.jan.tenantId,
        customer_id: api.jan.customerId,
        endpoint: `https://push.example.test/${dialect}/${Math.random()}`,
        p256dh: 'key',
        auth: 'auth',
        user_agent: null,
        created_at: testNow.toISOString(),
      })
      .execute();
  };

  it('reads the defaults, stores a whole replacement and refuses a bad one with 400', async () => {
    const first = await read(api.marie.customerId);
    expect(first.json()).toEqual({ data: defaultNotificationPreferences(), errors: [] });
    const chosen = defaultNotificationPreferences();
    chosen.kinds.loyalty = { push: false, email: false };
    chosen.quietHours = { from: '22:00', until: '07:00' };
    chosen.emailDigest = true;
    const stored = await put(api.marie.customerId, chosen);
    expect(stored.json()).toEqual({ data: chosen, errors: [] });
    expect((await read(api.marie.customerId)).json().data).toEqual(chosen);
    const bad = await put(api.marie.customerId, {
      ...chosen,
      quietHours: { from: '25:00', until: '07:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBeNull();
    // Another customer's choices are their own.
    expect((await read(api.camille.customerId, 'helios')).json().data).toEqual(
      defaultNotificationPreferences(),
    );
  });

  it('queues no push for a kind whose push is off, and one for a kind whose push is on', async () => {
    await subscribe();
    await choose((preferences) => {
      preferences.kinds.invoices.push = false;
    });
    const off = await tell(invoice, later());
    const on = await tell(peak, later());
    expect(await pushesOf(off)).toEqual([]);
    expect((await pushesOf(on)).length).toBeGreaterThan(0);
  });

  it('holds a push in the quiet hours until they end (Brussels time)', async () => {
    await subscribe();
    await choose((preferences) => {
      preferences.quietHours = { from: '09:00', until: '12:00' };
    });
    // later() is 10:00 in Brussels: the push waits until 12:00, 11:00 UTC.
    const held = await tell(peak, later());
    const pushes = await pushesOf(held);
    expect(pushes.length).toBeGreaterThan(0);
    const end = new Date(later().getTime() + 2 * 3_600_000).toISOString();
    expect(pushes.every((push) => push.next_attempt_at === end)).toBe(true);
  });

  it('mails no e-mail for a kind whose e-mail is off; mails one, with List-Unsubscribe, when on', async () => {
    await choose((preferences) => {
      preferences.kinds.monitoring.email = false;
    });
    // What earlier tests queued goes first, so that the count below is this test's own.
    await mails().sendSingles();
    const off = await tell(peak, later());
    const on = await tell(invoice, later());
    expect(await queued(off)).toEqual([]);
    expect(await queued(on)).toHaveLength(1);
    const before = await mailsTo(janEmail, 'notification');
    await mails().sendSingles();
    const after = await mailsTo(janEmail, 'notification');
    expect(after).toHaveLength(before.length + 1);
    const mail = after.at(-1);
    expect(mail?.list_unsubscribe).toMatch(
      /^<http:\/\/demo\.localhost:3000\/api\/notifications\/unsubscribe\?token=\d+\.invoices\.[\w-]{43}>$/,
    );
    expect(mail?.text_body).toContain('/api/notifications/unsubscribe?token=');
    expect(await queued(on)).toEqual([]);
    const file = (await outboxMails(dataDir, `notification-${janEmail}`)).at(-1);
    expect(file?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(file?.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/demo\.localhost:3000\/api\/notif/);
  });

  it('gathers mails in one digest per customer and day, once across two instances', async () => {
    // What earlier tests queued for a mail of its own goes first.
    await mails().sendSingles();
    await choose((preferences) => {
      preferences.emailDigest = true;
    });
    const first = await tell(invoice, later());
    const second = await tell(peak, later(1));
    expect(await queued(first)).toEqual([expect.objectContaining({})]);
    const singles = (await mailsTo(janEmail, 'notification')).length;
    await mails().sendSingles();
    expect(await mailsTo(janEmail, 'notification')).toHaveLength(singles);
    const [a, b] = await Promise.all([mails().sendDigests(), mails().sendDigests()]);
    expect(a + b).toBe(1);
    const digests = await mailsTo(janEmail, 'notification-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.list_unsubscribe).toMatch(/token=\d+\.all\./);
    expect(await queued(first)).toEqual([]);
    expect(await queued(second)).toEqual([]);
    // The same day again mails nothing more.
    await tell(invoice, later(2));
    expect(await mails().sendDigests()).toBe(0);
  });

  it('sends a password reset even with every e-mail turned off (required mail)', async () => {
    await choose((preferences) => {
      for (const kind of Object.values(preferences.kinds)) kind.email = false;
      preferences.emailDigest = true;
    });
    const before = await mailsTo(janEmail, 'password-reset');
    const response = await api.app.server.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      headers: { 'x-subdomain': 'demo' },
      remoteAddress: '192.0.2.77',
      payload: { email: janEmail },
    });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(janEmail, 'password-reset')).toHaveLength(before.length + 1);
  });
});
