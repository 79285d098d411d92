// The customer-care journey through the real app and services, on both databases: Jan's
// browser subscribes to pushes, Jan opens a ticket and adds a phone photo, the company answers
// through the support desk (the service the integration API calls), and the answer reaches Jan
// twice: as an unseen notification that opens the ticket, and as a push that a local push service
// receives and that decrypts, with the subscription's own keys, to the same words and route.
import { afterAll, describe, expect, it } from 'vitest';
import { createPushOutbox } from '../src/features/push/push-outbox.ts';
import { createSupportDesk } from '../src/features/support/support-desk.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { realmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { temporaryDataDir } from './outbox.ts';
import { browserKeys, startPushEndpoint } from './push-endpoint.ts';
import { jpegWithLocation, photoForm } from './support-fixtures.ts';
import { testNow } from './test-app.ts';

const endpoint = await startPushEndpoint();
afterAll(() => endpoint.close());

describe.each(testDialects())('a ticket answered by the company, on %s', (dialect) => {
  // Photos are stored in the data folder, which also holds the key the VAPID keys are sealed with.
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { pushServices: [endpoint.origin], dataDir } });
  const asJan = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.call('demo', api.jan.customerId, method, url, payload);

  it('reaches Jan as a notification and as a decrypted push that open the ticket', async () => {
    const keys = browserKeys();
    const pushPath = `${dialect}-ticket-journey`;
    const subscribed = await asJan('POST', '/api/customers/registerSubscription', {
      endpoint: `${endpoint.origin}${pushPath}`,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(subscribed.statusCode).toBe(200);

    const [type] = (await asJan('GET', '/api/issues/issuesTypes')).json().data;
    const created = await asJan('POST', '/api/issues/create', {
      problemTitle: 'Paneel los na storm',
      problem: 'Een paneel aan de noordkant ligt los.',
      typeId: type.id,
    });
    expect(created.statusCode).toBe(200);
    const ticketId: number = created.json().data.insertId;
    const form = photoForm([
      { name: 'dak.jpg', type: 'image/jpeg', bytes: await jpegWithLocation() },
    ]);
    const photo = await api.request({
      tenant: 'demo',
      customerId: api.jan.customerId,
      method: 'POST',
      url: `/api/issues/${ticketId}/file`,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(photo.statusCode).toBe(200);

    const desk = createSupportDesk({ db: api.db, clock: () => testNow });
    await desk.reply(api.jan.tenantId, {
      ticketId,
      message: 'We komen morgen het paneel vastzetten.',
      authorName: 'Koen, Zonnewende Energie',
    });

    const thread = (await asJan('GET', `/api/issues/${ticketId}/messages`)).json().data;
    expect(thread.at(-1)).toMatchObject({
      author: 'company',
      message: 'We komen morgen het paneel vastzetten.',
    });
    const [newest] = (await asJan('GET', '/api/notifications')).json().data;
    expect(newest).toMatchObject({
      notificationId: 'supportReply',
      action: 'support',
      params: { issueId: ticketId },
      seen: false,
    });

    const outbox = createPushOutbox({
      db: api.db,
      sealer: realmKeyCipher(loadConfig({ DATA_DIR: dataDir })),
      clock: () => testNow,
      log: { info: () => undefined, warn: () => undefined },
      subject: 'mailto:no-reply@localhost',
    });
    await outbox.deliverDue();
    const push = await endpoint.next(pushPath);
    expect(JSON.parse(keys.decrypt(push.body).toString('utf8'))).toEqual({
      title: 'Antwoord op uw vraag',
      body: 'Onze klantendienst heeft geantwoord op uw vraag.',
      url: `/support/${ticketId}`,
      notificationId: newest.id,
      icon: '/tenants/demo/logo.svg',
    });
  });
});
