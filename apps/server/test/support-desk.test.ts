// The company's side (SupportDesk) on both databases: a reply is a message on the
// thread and an unseen notification for the ticket's owner, written in one transaction; a status
// change likewise; a refused call writes neither. And the support feature gates every call: a
// tenant without it answers 403 to tickets, repairs and their status lists.
import { TicketStatusId } from '@portal/domain/status-ids';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.ts';
import { createSupportDesk } from '../src/features/support/support-desk.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { temporaryDataDir } from './outbox.ts';
import { supportState } from './support-fixtures.ts';
import { testNow } from './test-app.ts';

describe.each(testDialects())('the support desk on %s', (dialect) => {
  const api = useCustomerApi(dialect, { config: { dataDir: temporaryDataDir() } });
  const desk = () => createSupportDesk({ db: api.db, clock: () => testNow });
  const jansOpenTicket = async () => {
    const tickets = (await api.call('demo', api.jan.customerId, 'GET', '/api/issues/')).json().data;
    return tickets.find((ticket: { state: string }) => ticket.state === 'inProgress');
  };

  it('replies on the thread and notifies the customer, unseen, naming the ticket', async () => {
    const ticket = await jansOpenTicket();
    const { messageId } = await desk().reply(api.jan.tenantId, {
      ticketId: ticket.id,
      message: 'We komen dinsdag langs.',
      authorName: 'Koen, Zonnewende Energie',
    });
    const thread = (
      await api.call('demo', api.jan.customerId, 'GET', `/api/issues/${ticket.id}/messages`)
    ).json().data;
    expect(thread.at(-1)).toMatchObject({
      id: messageId,
      author: 'company',
      authorName: 'Koen, Zonnewende Energie',
      message: 'We komen dinsdag langs.',
    });
    const after = (await api.call('demo', api.jan.customerId, 'GET', '/api/issues/')).json().data;
    expect(after.find((entry: { id: number }) => entry.id === ticket.id).state).toBe(
      'waitingForReply',
    );
    const notifications = (
      await api.call('demo', api.jan.customerId, 'GET', '/api/notifications')
    ).json().data;
    expect(notifications[0]).toMatchObject({
      notificationId: 'supportReply',
      action: 'support',
      params: { issueId: ticket.id },
      seen: false,
    });
  });

  it('changes the status and notifies once; the same status again changes nothing', async () => {
    const tickets = (await api.call('demo', api.jan.customerId, 'GET', '/api/issues/')).json().data;
    const ticket = tickets.find((entry: { final: boolean }) => !entry.final);
    const before = await supportState(api.db, ticket.id);
    const change = { ticketId: ticket.id, statusId: TicketStatusId.Done };
    expect(await desk().changeStatus(api.jan.tenantId, change)).toEqual({ changed: true });
    expect(await desk().changeStatus(api.jan.tenantId, change)).toEqual({ changed: false });
    const after = await supportState(api.db, ticket.id);
    expect(after.notifications).toBe(before.notifications + 1);
    const row = await api.db
      .selectFrom('tickets')
      .select(['status_id', 'closed_at'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status_id: TicketStatusId.Done, closed_at: testNow.toISOString() });
    const notification = (
      await api.call('demo', api.jan.customerId, 'GET', '/api/notifications')
    ).json().data[0];
    expect(notification).toMatchObject({
      notificationId: 'supportStatusChanged',
      params: { issueId: ticket.id, statusId: TicketStatusId.Done },
    });
  });

  it('refuses another tenant’s ticket, an unknown status and an empty reply, writing nothing', async () => {
    const tickets = await api.db.selectFrom('tickets').select(['id', 'tenant_id']).execute();
    const jans = tickets.find((ticket) => ticket.tenant_id === api.jan.tenantId);
    if (!jans) throw new Error('no ticket');
    const before = await supportState(api.db, jans.id);
    await expect(
      desk().reply(api.camille.tenantId, { ticketId: jans.id, message: 'Bonjour' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      desk().changeStatus(api.jan.tenantId, { ticketId: jans.id, statusId: 99 }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      desk().reply(api.jan.tenantId, { ticketId: jans.id, message: '  ' }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await supportState(api.db, jans.id)).toEqual(before);
  });
});

describe.each(testDialects())('a tenant without the support feature on %s', (dialect) => {
  const api = useCustomerApi(dialect, {
    config: { dataDir: temporaryDataDir() },
    seed: async (db) => {
      await seedDemoData(db, { now: testNow });
      const helios = await db
        .selectFrom('tenants')
        .select('portal_config')
        .where('subdomain', '=', 'helios')
        .executeTakeFirstOrThrow();
      const config = JSON.parse(helios.portal_config);
      await db
        .updateTable('tenants')
        .set({ portal_config: JSON.stringify({ ...config, features: [] }) })
        .where('subdomain', '=', 'helios')
        .execute();
    },
  });

  it('answers every ticket and repair call with 403, the status lists included', async () => {
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/issues/'],
      ['GET', '/api/issues/1/messages'],
      ['GET', '/api/issues/issuesTypes'],
      ['POST', '/api/issues/create', { problemTitle: 'a', problem: 'b', typeId: 1 }],
      ['POST', '/api/issues/1/emails/sendMessage', { message: 'x' }],
      ['GET', '/api/issues/1/files/1'],
      ['GET', '/api/repairs/list'],
      ['GET', '/api/repairs/list/1'],
      ['GET', '/api/repairs/list/1/2'],
      ['GET', '/api/repairs/1'],
      ['GET', '/api/repairs/1/report'],
    ];
    const before = await api.db.selectFrom('tickets').select('id').execute();
    for (const [method, url, payload] of calls) {
      const response = await api.call('helios', api.camille.customerId, method, url, payload);
      expect([url, response.statusCode, response.json().errors[0]?.code]).toEqual([
        url,
        403,
        'FORBIDDEN',
      ]);
    }
    for (const kind of ['issues', 'repairs']) {
      const response = await api.app.server.inject({
        url: `/api/${kind}/statuses`,
        headers: { 'x-subdomain': 'helios' },
      });
      expect(response.statusCode).toBe(403);
    }
    // Without a token it is still 401 first; the demo tenant keeps its support.
    const anonymous = await api.app.server.inject({
      url: '/api/issues/',
      headers: { 'x-subdomain': 'helios' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.call('demo', api.jan.customerId, 'GET', '/api/issues/')).statusCode).toBe(
      200,
    );
    expect(await api.db.selectFrom('tickets').select('id').execute()).toEqual(before);
  });
});
