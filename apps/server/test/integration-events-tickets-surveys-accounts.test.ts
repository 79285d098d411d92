// The integration events (decision 055) on both databases, through the real app and services, of
// what a customer tells the installer: a ticket with its messages and photos, a survey answer, a
// friend referred, and the account confirmed through the invitation. Each records its event once,
// in its own transaction (read back through the cursor, so the stored event also matches the
// contract's schema); a refused one none.
import { InstallationStatus } from '@portal/domain/installation-status';
import { describe, expect, it } from 'vitest';
import { inviteCustomer } from '../src/features/accounts/account-mails.ts';
import { createMailOutbox } from '../src/platform/mail/mail-outbox.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { useIntegrationEvents } from './integration-events-helpers.ts';
import { testConfig } from './oidc-client.ts';
import { latestMail, linkTokenIn } from './outbox.ts';
import { jpegWithLocation, photoForm } from './support-fixtures.ts';
import { testNow } from './test-app.ts';

describe.each(testDialects())('integration events of support and accounts on %s', (dialect) => {
  const { api, dataDir, cursor, events, asJan, asMarie, multipart } = useIntegrationEvents(dialect);

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

    const tickets = (await asJan('GET', '/api/issues/')).json().data;
    const closed = tickets.find((ticket: { final: boolean }) => ticket.final);
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
    ).toEqual(['ticket.created', 'ticket.message', 'ticket.photo_added']);
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
});
