// The integration events of issue 12 §3 on both databases, through the real app and services: each
// customer action records its event in its own transaction (read back through the cursor, so the
// stored event also matches the contract's schema), and an action refused records none. An event
// recorded in a transaction that rolls back is gone with it; a change whose event cannot be
// written, or does not match its schema, rolls back whole. On PostgreSQL, a tenant's events commit in id order, so the
// cursor never skips one.
import { rmSync } from 'node:fs';
import type { IntegrationEvent, IntegrationEventType } from '@portal/contract/integration/events';
import { InstallationStatus } from '@portal/domain/installation-status';
import { DeliveryStatusId } from '@portal/domain/status-ids';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../src/documents/create-file-store.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { recordAudit } from '../src/repositories/audit-repository.ts';
import { listOrders } from '../src/repositories/order-repository.ts';
import { findTenantBySubdomain } from '../src/repositories/tenant-repository.ts';
import { inviteCustomer } from '../src/services/accounts/account-mails.ts';
import { createIntegrationEventCursor } from '../src/services/integration-events/event-cursor.ts';
import { recordIntegrationEvent } from '../src/services/integration-events/record-event.ts';
import { createSignedOfferPdfs } from '../src/services/integration-events/signed-offer-pdf.ts';
import { createMailOutbox } from '../src/services/mail-outbox.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { deliveriesOf } from './document-fixtures.ts';
import { recordTicketMessage } from './integration-event-fixtures.ts';
import { offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { testConfig } from './oidc-client.ts';
import { latestMail, linkTokenIn, temporaryDataDir } from './outbox.ts';
import { jpegWithLocation, photoForm } from './support-fixtures.ts';
import { testNow } from './test-app.ts';

/** Fails the insert of an integration event while `failing`: the event store breaking mid-change. */
class FailingEventInserts implements KyselyPlugin {
  failing = false;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args;
    const table = node.kind === 'InsertQueryNode' ? node.into?.table.identifier.name : undefined;
    if (this.failing && table === 'integration_events') throw new Error('the event store fails');
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NATIONAL_NUMBER = '85.07.30-033.28';

describe.each(testDialects())('integration events on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const eventStore = new FailingEventInserts();
  const api = useCustomerApi(dialect, { config: { dataDir }, plugins: [eventStore] });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cursor = () => createIntegrationEventCursor({ db: api.db });
  /** The demo tenant's events of one type, through the cursor. */
  const events = async <T extends IntegrationEventType>(type: T) =>
    (await cursor().listEvents(api.jan.tenantId, 0, 500)).events.filter(
      (event): event is Extract<IntegrationEvent, { type: T }> => event.type === type,
    );
  const asJan = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.call('demo', api.jan.customerId, method, url, payload);
  const asMarie = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.call('demo', api.marie.customerId, method, url, payload);
  const multipart = (
    customerId: number,
    url: string,
    form: { payload: Buffer; contentType: string },
  ) =>
    api.request({
      tenant: 'demo',
      customerId,
      method: 'POST',
      url,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });

  it('keeps no change whose event cannot be written: the change and its event are one', async () => {
    const planned = (await deliveriesOf(api.db, api.marie)).find(
      (row) =>
        row.status_id === DeliveryStatusId.Planned &&
        row.installation_date !== null &&
        Date.parse(row.installation_date) > testNow.getTime(),
    );
    if (!planned) throw new Error('demo data: Marie has a delivery planned ahead');
    const [type] = (await asJan('GET', '/api/issues/issuesTypes')).json().data;
    const issues = await api.db.selectFrom('issues').select('id').execute();
    const mails = await api.db.selectFrom('mail_outbox').select('id').execute();
    eventStore.failing = true;
    try {
      const confirm = await asMarie('POST', `/api/deliveries/${planned.id}/confirm`, {});
      expect(confirm.statusCode).toBe(500);
      const ticket = { problemTitle: 'Titel', problem: 'Iets', typeId: type.id };
      expect((await asJan('POST', '/api/issues/create', ticket)).statusCode).toBe(500);
    } finally {
      eventStore.failing = false;
    }
    const shown = (await asMarie('GET', `/api/deliveries/${planned.id}`)).json().data;
    expect(shown).toMatchObject({ confirmedAt: null, canConfirm: true });
    expect(await api.db.selectFrom('issues').select('id').execute()).toEqual(issues);
    expect(await api.db.selectFrom('mail_outbox').select('id').execute()).toEqual(mails);
    expect((await cursor().listEvents(api.jan.tenantId, 0, 500)).events).toEqual([]);
  });

  it('offer.signed: once, with the link to the signed PDF; none for a refused signature', async () => {
    const jan = await offerOf(api.db, 'demo', 'jan.peeters@example.be');
    const latest = String(jan.versions.at(-1));
    const png = { bytes: PNG_SIGNATURE, type: 'image/png' };
    const sign = (customerId: number) =>
      multipart(customerId, `/api/offers/${jan.offerId}/sign`, signForm({ version: latest }, png));
    expect((await sign(api.marie.customerId)).statusCode).toBe(404);
    expect(await events('offer.signed')).toEqual([]);
    expect((await sign(api.jan.customerId)).statusCode).toBe(200);
    expect((await sign(api.jan.customerId)).statusCode).toBe(409);
    const [signed, ...more] = await events('offer.signed');
    expect(more).toEqual([]);
    expect(signed).toMatchObject({
      occurredAt: testNow.toISOString(),
      entity: { kind: 'offer', id: jan.offerId, externalId: null },
      data: { customerId: jan.customerId, offerId: jan.offerId, versionNumber: Number(latest) },
    });
    expect(signed?.data.signedPdfUrl).toBe(
      `http://demo.localhost:3000/api/integration/v1/signed-offers/${jan.offerId}/versions/${latest}/pdf`,
    );
    // What the link serves: the signed PDF the customer downloads, for this tenant only.
    const pdfs = createSignedOfferPdfs({
      db: api.db,
      store: createFileStore({ dataDir, s3: undefined }),
    });
    const version = { offerId: jan.offerId, versionNumber: Number(latest) };
    const served = await pdfs.read(api.jan.tenantId, version);
    const downloaded = await api.request({
      tenant: 'demo',
      customerId: jan.customerId,
      url: `/api/offers/${jan.offerId}/files/${jan.offerTypeId}?type=print&versionNumber=${latest}`,
    });
    expect(served.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(served.bytes.equals(downloaded.rawPayload)).toBe(true);
    await expect(pdfs.read(api.camille.tenantId, version)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      pdfs.read(api.jan.tenantId, { ...version, versionNumber: version.versionNumber + 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('upsell.requested: once; none for an unknown proposal or a second acceptance', async () => {
    const jan = await offerOf(api.db, 'demo', 'jan.peeters@example.be');
    const accept = (fields: Record<string, string>) =>
      multipart(
        api.jan.customerId,
        `/api/offers/${jan.offerId}/upsale`,
        signForm(fields, { bytes: PNG_SIGNATURE, type: 'image/png' }),
      );
    expect((await accept({ type: 'battery', name: 'Nope' })).statusCode).toBe(404);
    expect(await events('upsell.requested')).toEqual([]);
    const proposal = { type: 'charging-station', name: 'Alfen Eve Single Pro-line 11 kW' };
    expect((await accept(proposal)).statusCode).toBe(200);
    expect((await accept(proposal)).statusCode).toBe(409);
    const requested = await events('upsell.requested');
    expect(requested).toEqual([
      expect.objectContaining({
        entity: { kind: 'offer', id: jan.offerId, externalId: null },
        data: expect.objectContaining({ offerId: jan.offerId, ...proposal }),
      }),
    ]);
  });

  it('order.signed and delivery.document-signed: once each; none for a refused signing', async () => {
    const orders = await listOrders(api.db, api.jan);
    const external = orders.find((order) => order.hasExternalPrepayment);
    const notExternal = orders.find((order) => !order.hasExternalPrepayment);
    if (!external || !notExternal) throw new Error('demo data: Jan has both kinds of order');
    const body = { remarks: 'Netjes.', sepaLoan: true, signature: PNG_DATA_URL };
    expect((await asJan('POST', `/api/orders/${notExternal.id}/sign`, body)).statusCode).toBe(409);
    expect((await asMarie('POST', `/api/orders/${external.id}/sign`, body)).statusCode).toBe(404);
    expect(await events('order.signed')).toEqual([]);
    expect(await events('delivery.document-signed')).toEqual([]);
    expect((await asJan('POST', `/api/orders/${external.id}/sign`, body)).statusCode).toBe(200);
    expect((await asJan('POST', `/api/orders/${external.id}/sign`, body)).statusCode).toBe(409);
    const delivery = await api.db
      .selectFrom('deliveries')
      .select('id')
      .where('order_id', '=', external.id)
      .executeTakeFirstOrThrow();
    expect(await events('order.signed')).toEqual([
      expect.objectContaining({
        entity: { kind: 'order', id: external.id, externalId: null },
        data: expect.objectContaining({ deliveryId: delivery.id, handoverDone: true }),
      }),
    ]);
    expect(await events('delivery.document-signed')).toEqual([
      expect.objectContaining({
        entity: { kind: 'delivery', id: delivery.id, externalId: null },
        data: expect.objectContaining({ orderId: external.id, remarks: 'Netjes.', sepaLoan: true }),
      }),
    ]);
  });

  it('delivery.confirmed: once, a repeat confirms nothing new; none when refused', async () => {
    const marie = await deliveriesOf(api.db, api.marie);
    const planned = marie.find(
      (row) =>
        row.status_id === DeliveryStatusId.Planned &&
        row.installation_date !== null &&
        Date.parse(row.installation_date) > testNow.getTime(),
    );
    const done = (await deliveriesOf(api.db, api.jan)).find(
      (row) => row.status_id === DeliveryStatusId.Done,
    );
    if (!planned || !done) throw new Error('demo data: a planned and a done delivery');
    expect((await asJan('POST', `/api/deliveries/${done.id}/confirm`, {})).statusCode).toBe(409);
    expect((await asJan('POST', `/api/deliveries/${planned.id}/confirm`, {})).statusCode).toBe(404);
    expect(await events('delivery.confirmed')).toEqual([]);
    expect((await asMarie('POST', `/api/deliveries/${planned.id}/confirm`, {})).statusCode).toBe(
      200,
    );
    expect((await asMarie('POST', `/api/deliveries/${planned.id}/confirm`, {})).statusCode).toBe(
      200,
    );
    expect(await events('delivery.confirmed')).toEqual([
      expect.objectContaining({
        entity: { kind: 'delivery', id: planned.id, externalId: null },
        data: expect.objectContaining({
          customerId: api.marie.customerId,
          orderId: planned.order_id,
          plannedDate: planned.installation_date,
        }),
      }),
    ]);
  });

  it('grid-operator.registration-submitted: once, with the national number; none when refused', async () => {
    const installations = await api.db
      .selectFrom('installations')
      .select(['id', 'has_external_prepayment'])
      .where('tenant_id', '=', api.jan.tenantId)
      .where('customer_id', '=', api.jan.customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const index = installations.findIndex((row) => Boolean(row.has_external_prepayment));
    const installation = installations[index];
    if (!installation) throw new Error('demo data: Jan has an iChoosr installation');
    await api.db
      .updateTable('installations')
      .set({ oplevering_done: true })
      .where('id', '=', installation.id)
      .execute();
    const path = `/api/installations/${index}/grid-operator`;
    const form = {
      nationalRegistrationNumber: NATIONAL_NUMBER,
      inspectionCertificateNumber: 'BTV-1',
    };
    const invalid = { ...form, nationalRegistrationNumber: '85.07.30-033.29' };
    expect((await asJan('POST', path, invalid)).statusCode).toBe(400);
    expect(await events('grid-operator.registration-submitted')).toEqual([]);
    expect((await asJan('POST', path, form)).statusCode).toBe(200);
    expect((await asJan('POST', path, form)).statusCode).toBe(409);
    const [submitted, ...more] = await events('grid-operator.registration-submitted');
    expect(more).toEqual([]);
    expect(submitted).toMatchObject({
      entity: { kind: 'gridOperatorRequest' },
      data: {
        installationId: installation.id,
        operator: 'Fluvius',
        nationalRegistrationNumber: '85073003328',
        inspectionCertificateNumber: 'BTV-1',
      },
    });
  });

  it('ticket.created, ticket.message and ticket.photo-added: one each; none when refused', async () => {
    const [type] = (await asJan('GET', '/api/issues/issuesTypes')).json().data;
    const [installation] = (await asJan('GET', '/api/installations/')).json().data;
    const ticket = {
      problemTitle: 'Lekkende leiding',
      problem: 'Water onder de boiler.',
      typeId: type.id,
      offerId: installation.OfferID,
    };
    expect((await asMarie('POST', '/api/issues/create', ticket)).statusCode).toBe(404);
    expect(await events('ticket.created')).toEqual([]);
    const created = await asJan('POST', '/api/issues/create', ticket);
    expect(created.statusCode).toBe(200);
    const { insertId } = created.json().data;
    expect(await events('ticket.created')).toEqual([
      expect.objectContaining({
        entity: { kind: 'ticket', id: insertId, externalId: null },
        data: expect.objectContaining({ problemTitle: 'Lekkende leiding', orderId: null }),
      }),
    ]);

    const issues = (await asJan('GET', '/api/issues/')).json().data;
    const closed = issues.find((issue: { final: boolean }) => issue.final);
    const message = { message: 'Nog een vraag.' };
    expect(
      (await asJan('POST', `/api/issues/${closed.id}/emails/sendMessage`, message)).statusCode,
    ).toBe(409);
    expect(
      (await asMarie('POST', `/api/issues/${insertId}/emails/sendMessage`, message)).statusCode,
    ).toBe(404);
    expect(await events('ticket.message')).toEqual([]);
    const sent = await asJan('POST', `/api/issues/${insertId}/emails/sendMessage`, message);
    expect(sent.statusCode).toBe(200);
    expect(await events('ticket.message')).toEqual([
      expect.objectContaining({
        entity: { kind: 'ticket', id: insertId, externalId: null },
        data: expect.objectContaining({
          messageId: sent.json().data.id,
          message: 'Nog een vraag.',
        }),
      }),
    ]);

    const photo = { name: 'display.jpg', type: 'image/jpeg', bytes: await jpegWithLocation() };
    const form = () => photoForm([photo], 'Het display');
    expect(
      (await multipart(api.jan.customerId, `/api/issues/${closed.id}/file`, form())).statusCode,
    ).toBe(409);
    expect(await events('ticket.photo-added')).toEqual([]);
    const added = await multipart(api.jan.customerId, `/api/issues/${insertId}/file`, form());
    expect(added.statusCode).toBe(200);
    const [fileId] = added.json().data.files.map((file: { id: number }) => file.id);
    expect(await events('ticket.photo-added')).toEqual([
      expect.objectContaining({
        entity: { kind: 'ticket', id: insertId, externalId: null },
        data: expect.objectContaining({
          message: 'Het display',
          photos: [{ fileId, name: expect.any(String), contentType: 'image/jpeg' }],
        }),
      }),
    ]);
    // The ticket's events in the order they happened: what a receiver applies per entity.
    const all = (await cursor().listEvents(api.jan.tenantId, 0, 500)).events;
    expect(
      all
        .filter((event) => event.entity.kind === 'ticket' && event.entity.id === insertId)
        .map((event) => event.type),
    ).toEqual(['ticket.created', 'ticket.message', 'ticket.photo-added']);
  });

  it('survey.answered: once; none for another customer or a second answer', async () => {
    const rows = (await asJan('GET', '/api/installations/')).json().data;
    const open = rows.find((row: { status: number }) => row.status === InstallationStatus.ToSurvey);
    if (!open?.OrderID) throw new Error('demo data: Jan has an installation to survey');
    const scores = { advice: 5, planning: 4, installation: 5, communication: 4, overall: 5 };
    const answer = { scores, comment: 'Top' };
    expect((await asMarie('POST', `/api/surveys/${open.OrderID}`, answer)).statusCode).toBe(404);
    expect(await events('survey.answered')).toEqual([]);
    expect((await asJan('POST', `/api/surveys/${open.OrderID}`, answer)).statusCode).toBe(200);
    expect((await asJan('POST', `/api/surveys/${open.OrderID}`, answer)).statusCode).toBe(409);
    expect(await events('survey.answered')).toEqual([
      expect.objectContaining({
        entity: { kind: 'order', id: open.OrderID, externalId: null },
        data: expect.objectContaining({ scores, comment: 'Top' }),
      }),
    ]);
  });

  it('referral.lead: once; none for a self-referral or a known friend', async () => {
    const refer = (email: string, address: string) =>
      api.app.server.inject({
        method: 'POST',
        url: '/api/loyalty/referrals/PEETERS2',
        headers: { 'x-subdomain': 'demo' },
        remoteAddress: address,
        payload: {
          name: 'Lotte',
          email,
          phone: '+32 470 11 22 33',
          postalCode: '2800',
          consent: true,
        },
      });
    expect((await refer('jan.peeters@example.be', '192.0.2.10')).statusCode).toBe(409);
    expect(await events('referral.lead')).toEqual([]);
    expect((await refer('lotte.v@example.be', '192.0.2.11')).statusCode).toBe(200);
    expect((await refer('lotte.v@example.be', '192.0.2.12')).statusCode).toBe(409);
    const [lead, ...more] = await events('referral.lead');
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      entity: { kind: 'referral' },
      data: {
        customerId: api.jan.customerId,
        friend: { name: 'Lotte', email: 'lotte.v@example.be', postalCode: '2800' },
      },
    });
  });

  it('account.confirmed: once; none for a used link', async () => {
    const tenant = await findTenantBySubdomain(api.db, 'demo');
    if (!tenant) throw new Error('demo');
    const lucas = await customerScope(api.db, 'demo', 'lucas.wouters@example.be');
    const outbox = createMailOutbox({
      db: api.db,
      mailer: createMailer({ ...testConfig, dataDir }, { info: () => undefined }),
      clock: () => testNow,
      log: { info: () => undefined, warn: () => undefined },
    });
    await inviteCustomer(api.db, outbox, tenant, lucas.customerId, testNow);
    const token = linkTokenIn(
      await latestMail(dataDir, 'invitation-lucas.wouters@example.be'),
      '/confirmregistration',
    );
    const confirm = () =>
      api.app.server.inject({
        method: 'POST',
        url: '/api/auth/registration/confirm',
        headers: { 'x-subdomain': 'demo' },
        payload: { token, password: 'Zonnig-dak-2026' },
      });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(410);
    expect(await events('account.confirmed')).toEqual([
      expect.objectContaining({
        entity: { kind: 'customer', id: lucas.customerId, externalId: null },
        data: expect.objectContaining({ email: 'lucas.wouters@example.be' }),
      }),
    ]);
  });

  it('loses an event with the transaction that rolls back, and rolls back a change whose event is malformed', async () => {
    const before = (await cursor().listEvents(api.jan.tenantId, 0, 500)).events;
    const audits = await api.db.selectFrom('audit_log').select('id').execute();
    await expect(
      api.db.transaction().execute(async (trx) => {
        await recordIntegrationEvent(trx, {
          tenantId: api.jan.tenantId,
          type: 'ticket.message',
          entityId: 1,
          data: {
            customerId: 1,
            ticketId: 1,
            messageId: 1,
            message: 'x',
            sentAt: testNow.toISOString(),
          },
          at: testNow,
        });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails after its event');
    await expect(
      api.db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          owner: api.jan,
          action: 'test.change',
          entity: { type: 'customer', id: api.jan.customerId },
          details: {},
          at: testNow,
        });
        await recordIntegrationEvent(trx, {
          tenantId: api.jan.tenantId,
          type: 'ticket.message',
          entityId: 1,
          data: { customerId: -1, ticketId: 1, messageId: 1, message: 'x', sentAt: 'yesterday' },
          at: testNow,
        });
      }),
    ).rejects.toThrow();
    expect((await cursor().listEvents(api.jan.tenantId, 0, 500)).events).toEqual(before);
    expect(await api.db.selectFrom('audit_log').select('id').execute()).toEqual(audits);
  });

  it.runIf(dialect === 'postgres')(
    'commits a tenant’s events in id order, so the cursor skips none',
    async () => {
      let recorded: () => void = () => undefined;
      const firstRecorded = new Promise<void>((resolve) => {
        recorded = resolve;
      });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const last = (await cursor().listEvents(api.jan.tenantId, 0, 1000)).events.at(-1)?.id ?? 0;
      const first = api.db.transaction().execute(async (trx) => {
        const id = await recordIntegrationEvent(trx, {
          tenantId: api.jan.tenantId,
          type: 'ticket.message',
          entityId: 1,
          data: {
            customerId: 1,
            ticketId: 1,
            messageId: 1,
            message: 'slow',
            sentAt: testNow.toISOString(),
          },
          at: testNow,
        });
        recorded();
        await held;
        return id;
      });
      await firstRecorded;
      let secondDone = false;
      const second = recordTicketMessage(api.db, api.jan.tenantId, 2, 'fast', testNow).then(
        (id) => {
          secondDone = true;
          return id;
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The second waits for the first's commit: a reader cannot see it and move past the first.
      expect(secondDone).toBe(false);
      expect((await cursor().listEvents(api.jan.tenantId, last, 10)).events).toEqual([]);
      release();
      const [firstId, secondId] = await Promise.all([first, second]);
      expect(firstId).toBeLessThan(secondId);
      const page = await cursor().listEvents(api.jan.tenantId, last, 10);
      expect(page.events.map((event) => event.id)).toEqual([firstId, secondId]);
    },
  );
});
