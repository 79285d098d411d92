// The integration API's writes on both databases (issue 12 §2, decision 054), through the real
// app, services and file store: the same PUT twice is one row and the same answer; a new customer
// is invited once, in their language; a version, an order and an invoice tell the customer in the
// transaction of the change (a notification that cannot be written takes the change with it); a
// lifecycle refusal is a 409 that leaves everything as it was; the back office's PDFs are what the
// customer downloads.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createFileStore } from '../src/documents/create-file-store.ts';
import { StoredFileNotFoundError } from '../src/documents/file-store.ts';
import { updateExternalOrder } from '../src/repositories/integration/external-sales.ts';
import { insertReferral } from '../src/repositories/loyalty-repository.ts';
import { testDialects } from './databases.ts';
import { useIntegrationApi, V1 } from './integration-api.ts';
import {
  customerBody,
  invoiceBody,
  offerBody,
  orderBody,
  smallPdf,
  versionBody,
} from './integration-fixtures.ts';
import { signWithKey } from './offer-signing-helpers.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { refuseNotifications } from './refuse-notifications.ts';
import { testNow } from './test-app.ts';

describe.each(testDialects())('integration upserts on %s', (dialect) => {
  const api = useIntegrationApi(dialect);
  // One realm key for the customer's tokens in this app: a second would wait for the key cache.
  let bearerFor: BearerFor | undefined;
  const customerBearer = async () => {
    bearerFor ??= await realmBearers(api.app, ['demo']);
    return bearerFor;
  };
  const put = (url: string, payload: unknown) =>
    api.call({ method: 'PUT', url: `${V1}${url}`, payload });
  const get = (url: string) => api.call({ method: 'GET', url: `${V1}${url}` });

  const countRows = async (
    table: 'customers' | 'offers' | 'orders' | 'invoices',
    externalId: string,
  ) =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', api.tenantId('demo'))
          .where('external_id', '=', externalId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const customerIdOf = async (externalId: string) =>
    (
      await api.db
        .selectFrom('customers')
        .select('id')
        .where('tenant_id', '=', api.tenantId('demo'))
        .where('external_id', '=', externalId)
        .executeTakeFirstOrThrow()
    ).id;
  const notificationsOf = async (customerId: number) =>
    api.db
      .selectFrom('notifications')
      .select(['notification_key', 'params'])
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();

  it('upserts a customer idempotently and invites them once, in their language', async () => {
    const first = await put('/customers/c-1', customerBody('one', 'fr'));
    expect(first.statusCode, first.body).toBe(200);
    const again = await put('/customers/c-1', customerBody('one', 'fr'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(first.json().data).toMatchObject({
      externalId: 'c-1',
      language: 'fr',
      registered: false,
    });
    expect(await countRows('customers', 'c-1')).toBe(1);
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select(['purpose', 'subject', 'link'])
      .where('recipient', '=', 'sync.one@example.be')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.purpose).toBe('invitation');
    expect(mails[0]?.subject).toMatch(/^Bienvenue chez /);
    expect(mails[0]?.link).toContain('/confirmregistration?token=');

    const read = await get('/customers/c-1');
    expect(read.json().data).toEqual(first.json().data);
    const resent = await api.call({ method: 'POST', url: `${V1}/customers/c-1/invitation` });
    expect(resent.statusCode).toBe(200);
    const after = await api.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'sync.one@example.be')
      .execute();
    expect(after).toHaveLength(2);
  });

  it('lets the invited customer register through the link, after which they are not invited again', async () => {
    await put('/customers/c-5', customerBody('five', 'en'));
    const mail = await api.db
      .selectFrom('mail_outbox')
      .select(['link', 'subject'])
      .where('recipient', '=', 'sync.five@example.be')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Welcome to /);
    const token = new URL(mail.link).searchParams.get('token') ?? '';
    const registered = await api.app.server.inject({
      method: 'POST',
      url: '/api/auth/registration/confirm',
      headers: { 'x-subdomain': 'demo' },
      payload: { token, password: 'A long enough passphrase 42!' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await get('/customers/c-5')).json().data.registered).toBe(true);
    const again = await api.call({ method: 'POST', url: `${V1}/customers/c-5/invitation` });
    expect(again.statusCode).toBe(409);
  });

  it('lists every bad field of a customer, and refuses an address of another customer', async () => {
    const bad = await put('/customers/c-bad', {
      ...customerBody('bad'),
      email: 'not-an-address',
      language: 'de',
      nationalRegistrationNumber: '12345678901',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.map((error: { field: string }) => error.field)
      .sort();
    expect(fields).toEqual(['body.email', 'body.language', 'body.nationalRegistrationNumber']);
    expect(await countRows('customers', 'c-bad')).toBe(0);

    await put('/customers/c-2', customerBody('two'));
    const taken = await put('/customers/c-3', {
      ...customerBody('three'),
      email: 'sync.two@example.be',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: ErrorCode.Conflict, field: 'body.email' });
    expect(await countRows('customers', 'c-3')).toBe(0);
  });

  it('adopts the portal’s own customer of the same address on a first sync, without inviting a registered one', async () => {
    const jan = await api.db
      .selectFrom('customers')
      .select(['id', 'first_name'])
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('email', '=', 'jan.peeters@example.be')
      .executeTakeFirstOrThrow();
    const before = await api.db.selectFrom('mail_outbox').select('id').execute();
    const adopted = await put('/customers/erp-jan', {
      ...customerBody('jan', 'nl'),
      email: 'Jan.Peeters@example.be',
      firstName: jan.first_name,
    });
    expect(adopted.statusCode, adopted.body).toBe(200);
    expect(await customerIdOf('erp-jan')).toBe(jan.id);
    expect(adopted.json().data.registered).toBe(true);
    expect(await api.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('publishes an offer version with the back office’s PDF, notifying in the same transaction', async () => {
    await put('/customers/c-10', customerBody('ten'));
    const customerId = await customerIdOf('c-10');
    const offer = await put('/offers/o-10', offerBody('c-10'));
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().data).toMatchObject({ status: 'pending', versions: [] });

    // A notification that cannot be written takes the version with it.
    await refuseNotifications(api.db, dialect, true);
    const pdf = await smallPdf();
    const refused = await put('/offers/o-10/versions/1', versionBody(10, pdf));
    await refuseNotifications(api.db, dialect, false);
    expect(refused.statusCode).toBe(500);
    expect((await get('/offers/o-10')).json().data.versions).toEqual([]);
    expect(await notificationsOf(customerId)).toEqual([]);
    expect(await pendingFileCount()).toBe(0);

    const published = await put('/offers/o-10/versions/1', versionBody(10, pdf));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'sent',
      versions: [{ versionNumber: 1, status: 'sent', lineCount: 1, hasPdf: true }],
    });
    const again = await put('/offers/o-10/versions/1', versionBody(10, pdf));
    expect(again.body).toBe(published.body);
    const told = await notificationsOf(customerId);
    expect(told.map((row) => row.notification_key)).toEqual(['offerAvailable']);
    const files = await api.db
      .selectFrom('stored_documents')
      .select('id')
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('customer_id', '=', customerId)
      .execute();
    expect(files).toHaveLength(1);

    // The customer downloads the back office's PDF, byte for byte.
    const offerId = JSON.parse(told[0]?.params ?? '{}').offerId as number;
    const bearer = await customerBearer();
    const download = await api.app.server.inject({
      method: 'GET',
      url: `/api/offers/${offerId}/files/1?type=print&versionNumber=1`,
      headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', customerId) },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(pdf, 'base64'))).toBe(true);
  });

  it('refuses a changed published version, a version out of order and a non-PDF, changing nothing', async () => {
    await put('/customers/c-20', customerBody('twenty'));
    await put('/offers/o-20', offerBody('c-20'));
    await put('/offers/o-20/versions/1', versionBody(10));
    const before = (await get('/offers/o-20')).body;
    const customerId = await customerIdOf('c-20');
    const toldBefore = await notificationsOf(customerId);

    const changed = await put('/offers/o-20/versions/1', versionBody(12));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0]).toMatchObject({
      code: ErrorCode.Conflict,
      field: 'params.versionNumber',
    });
    const skipped = await put('/offers/o-20/versions/3', versionBody(12));
    expect(skipped.statusCode).toBe(409);
    const notPdf = await put('/offers/o-20/versions/2', {
      ...versionBody(12),
      pdfBase64: Buffer.from('hello, not a pdf').toString('base64'),
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors[0].field).toBe('body.pdfBase64');

    expect((await get('/offers/o-20')).body).toBe(before);
    expect(await notificationsOf(customerId)).toEqual(toldBefore);
  });

  it('places an order once, moves its status only forward, and refuses a backward move unchanged', async () => {
    await put('/customers/c-30', customerBody('thirty'));
    await put('/offers/o-30', offerBody('c-30'));
    await put('/offers/o-30/versions/1', versionBody(4));
    const customerId = await customerIdOf('c-30');

    const placed = await put('/orders/r-30', orderBody('o-30'));
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await put('/orders/r-30', orderBody('o-30'))).body).toBe(placed.body);
    expect(await countRows('orders', 'r-30')).toBe(1);
    const confirmed = await put('/orders/r-30', orderBody('o-30', 'installed'));
    expect(confirmed.json().data.status).toBe('installed');

    const backwards = await put('/orders/r-30', orderBody('o-30', 'confirmed'));
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().errors[0].field).toBe('body.status');
    expect((await get('/orders/r-30')).json().data.status).toBe('installed');
    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual(['offerAvailable', 'orderToSign']);
  });

  it('writes an order move only from the status it was checked against', async () => {
    await put('/customers/c-31', customerBody('thirtyone'));
    await put('/offers/o-31', offerBody('c-31'));
    await put('/offers/o-31/versions/1', versionBody(4));
    await put('/orders/r-31', orderBody('o-31'));
    const order = await api.db
      .selectFrom('orders')
      .select(['id', 'customer_id', 'status_id'])
      .where('external_id', '=', 'r-31')
      .executeTakeFirstOrThrow();
    const owner = { tenantId: api.tenantId('demo'), customerId: order.customer_id };
    const values = { externalId: 'r-31', statusId: 999, paymentStage: 'prepayment' as const };
    // Checked against a status the order no longer has: nothing is written.
    expect(
      await updateExternalOrder(api.db, owner, order.id, values, new Date(), order.status_id + 1),
    ).toBe(false);
    expect((await get('/orders/r-31')).json().data.status).toBe('new');
    // Two forward moves sent at once: never the later status overwritten by the earlier one.
    const [first, second] = await Promise.all([
      put('/orders/r-31', orderBody('o-31', 'installed')),
      put('/orders/r-31', orderBody('o-31', 'confirmed')),
    ]);
    const final = (await get('/orders/r-31')).json().data.status;
    if (first.statusCode === 200 && second.statusCode === 200) expect(final).toBe('installed');
    else expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('issues an invoice once with its PDF, and records its payment once', async () => {
    await put('/customers/c-40', customerBody('forty'));
    await put('/offers/o-40', offerBody('c-40'));
    await put('/orders/r-40', orderBody('o-40'));
    const customerId = await customerIdOf('c-40');
    const pdf = await smallPdf('Invoice of the back office');
    const issued = await put('/invoices/i-40', { ...invoiceBody('r-40'), pdfBase64: pdf });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ paid: false, hasPdf: true, isPrepayment: true });
    expect((await put('/invoices/i-40', { ...invoiceBody('r-40'), pdfBase64: pdf })).body).toBe(
      issued.body,
    );
    expect(await countRows('invoices', 'i-40')).toBe(1);

    const paid = await put('/invoices/i-40/payment', { paidAt: '2026-11-21T09:30:00+01:00' });
    expect(paid.json().data).toMatchObject({ paid: true, paidAt: '2026-11-21T08:30:00.000Z' });
    const later = await put('/invoices/i-40/payment', { paidAt: '2026-11-25T09:30:00+01:00' });
    expect(later.body).toBe(paid.body);
    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual(['orderToSign', 'prepaymentInvoiceAvailable']);
  });

  it('plans a delivery, tells of a move once, and refuses to plan a done one again', async () => {
    await put('/customers/c-60', customerBody('sixty'));
    await put('/offers/o-60', offerBody('c-60'));
    await put('/orders/r-60', orderBody('o-60'));
    const customerId = await customerIdOf('c-60');
    const toPlan = await put('/deliveries/d-60', { orderExternalId: 'r-60' });
    expect(toPlan.statusCode, toPlan.body).toBe(200);
    expect(toPlan.json().data).toMatchObject({ status: 'to-plan', installationDate: null });
    const plan = { orderExternalId: 'r-60', installationDate: '2026-12-10T08:00:00+01:00' };
    const planned = await put('/deliveries/d-60', plan);
    expect(planned.json().data.status).toBe('planned');
    expect((await put('/deliveries/d-60', plan)).body).toBe(planned.body);
    const moved = { ...plan, installationDate: '2026-12-12T08:00:00+01:00' };
    await put('/deliveries/d-60', moved);
    const done = await put('/deliveries/d-60', { ...moved, status: 'done' });
    expect(done.json().data.status).toBe('done');
    // Sent again without a status, the plan does not undo the delivery done meanwhile.
    expect((await put('/deliveries/d-60', moved)).json().data.status).toBe('done');

    const replanned = await put('/deliveries/d-60', {
      ...moved,
      installationDate: '2027-01-05T08:00:00+01:00',
    });
    expect(replanned.statusCode).toBe(409);
    const back = await put('/deliveries/d-60', { ...moved, status: 'planned' });
    expect(back.statusCode).toBe(409);
    expect((await get('/deliveries/d-60')).body).toBe((await put('/deliveries/d-60', moved)).body);
    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual(['orderToSign', 'deliveryPlanned', 'deliveryMoved']);
  });

  it('takes an inspection through its lifecycle, telling each step once, approved being final', async () => {
    await put('/customers/c-70', customerBody('seventy'));
    await put('/offers/o-70', offerBody('c-70'));
    await put('/orders/r-70', orderBody('o-70'));
    await put('/invoices/i-70', invoiceBody('r-70', 7070));
    const customerId = await customerIdOf('c-70');
    const base = { invoiceExternalId: 'i-70', keurderJobId: 70 };
    const first = { ...base, appointmentDate: '2026-12-01T09:00:00+01:00' };
    expect((await put('/inspections/k-70', base)).json().data.status).toBe('requested');
    expect((await put('/inspections/k-70', first)).json().data.status).toBe('planned');
    const rejected = { ...first, outcome: 'rejected', outcomeOn: '2026-12-01' };
    expect((await put('/inspections/k-70', rejected)).json().data.status).toBe('rejected');
    expect((await put('/inspections/k-70', rejected)).json().data.status).toBe('rejected');
    const undecided = await put('/inspections/k-70', first);
    expect(undecided.statusCode).toBe(409);

    const second = { ...base, appointmentDate: '2026-12-08T09:00:00+01:00' };
    expect((await put('/inspections/k-70', second)).json().data.status).toBe('planned');
    const approved = {
      ...second,
      outcome: 'approved',
      outcomeOn: '2026-12-08',
      certificateNumber: 'KC-70',
      certificatePdfBase64: await smallPdf('Certificate'),
    };
    const done = await put('/inspections/k-70', approved);
    expect(done.json().data).toMatchObject({
      status: 'approved',
      certificateNumber: 'KC-70',
      hasCertificatePdf: true,
    });
    expect((await put('/inspections/k-70', approved)).body).toBe(done.body);
    const reversed = await put('/inspections/k-70', { ...approved, outcome: 'rejected' });
    expect(reversed.statusCode).toBe(409);
    expect((await get('/inspections/k-70')).body).toBe(done.body);

    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual([
      'orderToSign',
      'prepaymentInvoiceAvailable',
      'inspectionPlanned',
      'inspectionRejected',
      'inspectionPlanned',
      'inspectionApproved',
    ]);
  });

  it('records the grid-operator registration step by step, never back', async () => {
    await put('/customers/c-80', customerBody('eighty'));
    await put('/offers/o-80', offerBody('c-80'));
    const customerId = await customerIdOf('c-80');
    const step = (status: string) => ({ offerExternalId: 'o-80', status });
    expect((await put('/grid-operator-requests/g-80', step('todo'))).json().data).toMatchObject({
      operator: 'Fluvius',
      status: 'todo',
    });
    await put('/grid-operator-requests/g-80', step('sent by mail'));
    const queued = await put('/grid-operator-requests/g-80', step('queued'));
    expect((await put('/grid-operator-requests/g-80', step('queued'))).body).toBe(queued.body);
    const back = await put('/grid-operator-requests/g-80', step('todo'));
    expect(back.statusCode).toBe(409);
    const other = await put('/grid-operator-requests/g-81', step('done'));
    expect(other.statusCode).toBe(409);
    expect((await get('/grid-operator-requests/g-80')).body).toBe(queued.body);
    const steps = (await notificationsOf(customerId)).map((row) => JSON.parse(row.params).status);
    expect(steps).toEqual(['todo', 'sent by mail', 'queued']);
  });

  it('reports and moves a repair on, telling each change once, never back', async () => {
    await put('/customers/c-90', customerBody('ninety'));
    await put('/offers/o-90', offerBody('c-90'));
    const customerId = await customerIdOf('c-90');
    const repair = { offerExternalId: 'o-90', description: 'The inverter shows error 31' };
    const opened = await put('/repairs/p-90', repair);
    expect(opened.json().data).toMatchObject({ status: 'open', plannedDate: null });
    expect((await put('/repairs/p-90', repair)).body).toBe(opened.body);
    const visit = { ...repair, status: 'in-progress', plannedDate: '2027-01-11T13:00:00+01:00' };
    await put('/repairs/p-90', visit);
    const resolved = await put('/repairs/p-90', {
      ...visit,
      status: 'resolved',
      technicianReport: 'Replaced the fuse.',
    });
    expect(resolved.json().data.resolvedAt).not.toBeNull();
    const reopened = await put('/repairs/p-90', repair);
    expect(reopened.statusCode).toBe(409);
    expect((await get('/repairs/p-90')).body).toBe(resolved.body);
    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual(['repairUpdate', 'repairUpdate', 'repairUpdate']);
  });

  it('replies to a customer’s ticket once, telling them, and keeps a sent reply as it was', async () => {
    const ticket = await api.db
      .selectFrom('issues')
      .select(['id', 'customer_id'])
      .where('tenant_id', '=', api.tenantId('demo'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await notificationsOf(ticket.customer_id);
    const url = `/tickets/${ticket.id}/replies/t-1`;
    const reply = { message: 'We come by on Monday.', authorName: 'Koen' };
    const sent = await put(url, reply);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await put(url, reply)).body).toBe(sent.body);
    const changed = await put(url, { ...reply, message: 'On Tuesday after all.' });
    expect(changed.statusCode).toBe(409);
    const messages = await api.db
      .selectFrom('issue_messages')
      .select('body')
      .where('issue_id', '=', ticket.id)
      .where('external_id', '=', 't-1')
      .execute();
    expect(messages).toEqual([{ body: 'We come by on Monday.' }]);
    const told = (await notificationsOf(ticket.customer_id)).slice(before.length);
    expect(told.map((row) => row.notification_key)).toEqual(['supportReply']);
    expect((await put('/tickets/999999/replies/t-2', reply)).statusCode).toBe(404);
  });

  it('sends a notification once, keeps it as sent, and withdraws it', async () => {
    await put('/customers/c-100', customerBody('hundred'));
    const customerId = await customerIdOf('c-100');
    const note = {
      customerExternalId: 'c-100',
      key: 'surveyRequest',
      action: 'installations',
      params: { a: 1, b: 'x' },
    };
    const sent = await put('/notifications/n-100', note);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await put('/notifications/n-100', { ...note, params: { b: 'x', a: 1 } })).body).toBe(
      sent.body,
    );
    expect((await put('/notifications/n-100', { ...note, key: 'repairUpdate' })).statusCode).toBe(
      409,
    );
    expect(await notificationsOf(customerId)).toHaveLength(1);
    const withdrawn = await api.call({ method: 'DELETE', url: `${V1}/notifications/n-100` });
    expect(withdrawn.statusCode).toBe(200);
    expect(await notificationsOf(customerId)).toHaveLength(0);
  });

  it('keeps a device’s id unique in the tenant, and removes the device with its history', async () => {
    await put('/customers/c-110', customerBody('hundred-ten'));
    await put('/customers/c-111', customerBody('hundred-eleven'));
    const device = {
      customerExternalId: 'c-110',
      deviceId: 'HW-110',
      name: 'P1',
      monitoringIntegration: 'homewizard',
    };
    const made = await put('/monitoring-devices/m-110', device);
    expect(made.statusCode, made.body).toBe(200);
    expect((await put('/monitoring-devices/m-110', device)).body).toBe(made.body);
    const renamed = await put('/monitoring-devices/m-110', { ...device, name: 'Meter' });
    expect(renamed.json().data.name).toBe('Meter');
    const taken = await put('/monitoring-devices/m-111', {
      ...device,
      customerExternalId: 'c-111',
    });
    expect(taken.statusCode).toBe(409);
    const moved = await put('/monitoring-devices/m-110', {
      ...device,
      customerExternalId: 'c-111',
    });
    expect(moved.statusCode).toBe(409);
    const removed = await api.call({ method: 'DELETE', url: `${V1}/monitoring-devices/m-110` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get('/monitoring-devices/m-110')).statusCode).toBe(404);
    // A first sync adopts Jan's seeded flexio device; removing it takes its history along.
    const jan = await api.db
      .selectFrom('customers')
      .select('first_name')
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('email', '=', 'jan.peeters@example.be')
      .executeTakeFirstOrThrow();
    await put('/customers/erp-jan', {
      ...customerBody('jan', 'nl'),
      email: 'jan.peeters@example.be',
      firstName: jan.first_name,
    });
    const flexio = {
      customerExternalId: 'erp-jan',
      deviceId: 'FLX-7A31C0',
      name: 'Flexio',
      monitoringIntegration: 'flexio',
    };
    const adopted = await put('/monitoring-devices/m-jan', flexio);
    expect(adopted.statusCode, adopted.body).toBe(200);
    const flexioRow = await api.db
      .selectFrom('monitoring_devices')
      .select('id')
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('device_id', '=', 'FLX-7A31C0')
      .executeTakeFirstOrThrow();
    const history = () =>
      api.db
        .selectFrom('monitoring_energy')
        .select('id')
        .where('monitoring_device_id', '=', flexioRow.id)
        .execute();
    expect((await history()).length).toBeGreaterThan(0);
    const gone = await api.call({ method: 'DELETE', url: `${V1}/monitoring-devices/m-jan` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await history()).toEqual([]);
  });

  it('moves a referred friend’s referral on with their offer and earns the voucher with their order, once', async () => {
    const marie = await api.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('email', '=', 'marie.claes@example.be')
      .executeTakeFirstOrThrow();
    const referrer = { tenantId: api.tenantId('demo'), customerId: marie.id };
    await insertReferral(api.db, referrer, {
      name: 'Friend',
      email: 'sync.friend@example.be',
      phone: null,
      postalCode: null,
      consentAt: testNow.toISOString(),
      at: testNow.toISOString(),
    });
    const referral = () =>
      api.db
        .selectFrom('loyalty_referrals')
        .select(['status', 'voucher_amount_cents'])
        .where('friend_email', '=', 'sync.friend@example.be')
        .executeTakeFirstOrThrow();
    await put('/customers/c-friend', customerBody('friend'));
    await put('/offers/o-friend', offerBody('c-friend'));
    expect(await referral()).toMatchObject({ status: 'offer' });
    await put('/orders/r-friend', orderBody('o-friend'));
    await put('/orders/r-friend', orderBody('o-friend', 'confirmed'));
    expect(await referral()).toMatchObject({ status: 'ordered', voucher_amount_cents: 10_000 });
    const told = (await notificationsOf(marie.id)).filter(
      (row) => row.notification_key === 'loyaltyVoucherEarned',
    );
    expect(told).toHaveLength(1);
  });

  it('sets the survey’s questions, and lists every bad key', async () => {
    const bad = await put('/survey-questions', { questions: ['advice', 'Not a key', 'advice'] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['body.questions', 'body.questions.1']);
    const set = await put('/survey-questions', { questions: ['planning', 'overall'] });
    expect(set.json().data).toEqual({ questions: ['planning', 'overall'] });
    expect((await get('/survey-questions')).json().data).toEqual({
      questions: ['planning', 'overall'],
    });
    const tenant = await api.db
      .selectFrom('tenants')
      .select('portal_config')
      .where('id', '=', api.tenantId('demo'))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(tenant.portal_config).config.surveyQuestions).toBe('planning,overall');
  });

  it('has the customer sign the back office’s own PDF of a version, and refuses a PDF it cannot open', async () => {
    await put('/customers/c-120', customerBody('hundred-twenty'));
    await put('/offers/o-120', offerBody('c-120'));
    const customerId = await customerIdOf('c-120');
    const damaged = await put('/offers/o-120/versions/1', {
      ...versionBody(2),
      pdfBase64: Buffer.from('%PDF-1.4\nnot really a document').toString('base64'),
    });
    expect(damaged.statusCode, damaged.body).toBe(400);
    expect(damaged.json().errors[0].field).toBe('body.pdfBase64');
    const pdf = await smallPdf('The back office’s offer 120');
    await put('/offers/o-120/versions/1', versionBody(2, pdf));
    const [told] = await notificationsOf(customerId);
    const offerId = JSON.parse(told?.params ?? '{}').offerId as number;
    const bearer = await customerBearer();
    const signed = await signWithKey(api.app.server, {
      offerId,
      version: '1',
      authorization: await bearer('demo', customerId),
      key: 'sign-o-120',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const backOfficeSha = createHash('sha256').update(Buffer.from(pdf, 'base64')).digest('hex');
    expect(signed.json().data.offerPdfSha256).toBe(backOfficeSha);
    expect((await get('/offers/o-120')).json().data).toMatchObject({
      status: 'signed',
      versions: [{ versionNumber: 1, hasPdf: true }],
    });
    // A signed offer takes no new version.
    const after = await put('/offers/o-120/versions/2', versionBody(3));
    expect(after.statusCode).toBe(409);
  });

  it('deletes a customer with everything of theirs', async () => {
    await put('/customers/c-50', customerBody('fifty'));
    await put('/offers/o-50', offerBody('c-50'));
    await put('/offers/o-50/versions/1', versionBody(1, await smallPdf()));
    await put('/orders/r-50', orderBody('o-50'));
    const customerId = await customerIdOf('c-50');
    const files = await api.db
      .selectFrom('stored_documents')
      .select('storage_key')
      .where('customer_id', '=', customerId)
      .execute();
    expect(files).toHaveLength(1);
    const store = createFileStore(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }));
    await expect(store.read(files[0]?.storage_key ?? '')).resolves.toBeInstanceOf(Buffer);
    const deleted = await api.call({ method: 'DELETE', url: `${V1}/customers/c-50` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expect(store.read(files[0]?.storage_key ?? '')).rejects.toBeInstanceOf(
      StoredFileNotFoundError,
    );
    expect((await get('/customers/c-50')).statusCode).toBe(404);
    expect(await countRows('offers', 'o-50')).toBe(0);
    expect(await countRows('orders', 'r-50')).toBe(0);
  });

  it('deletes the seeded customer with the most data (tickets, surveys, monitoring, referrals)', async () => {
    const jan = await api.db
      .selectFrom('customers')
      .select(['id', 'first_name'])
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('email', '=', 'jan.peeters@example.be')
      .executeTakeFirstOrThrow();
    await put('/customers/erp-jan', {
      ...customerBody('jan', 'nl'),
      email: 'jan.peeters@example.be',
      firstName: jan.first_name,
    });
    const deleted = await api.call({ method: 'DELETE', url: `${V1}/customers/erp-jan` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await api.db
      .selectFrom('installations')
      .select('id')
      .where('customer_id', '=', jan.id)
      .execute();
    expect(left).toEqual([]);
  });

  async function pendingFileCount(): Promise<number> {
    const rows = await api.db.selectFrom('pending_files').select('storage_key').execute();
    return rows.length;
  }
});
