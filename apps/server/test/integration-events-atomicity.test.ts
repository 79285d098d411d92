// The integration events (decision 055) on both databases, through the real app and services: a
// change and its event are one. A change whose event cannot be written, or does not match its
// schema, rolls back whole; an event recorded in a transaction that rolls back is gone with it. On
// PostgreSQL, a tenant's events commit in id order, so the cursor never skips one.
import { DeliveryStatusId } from '@portal/domain/status-ids';
import { describe, expect, it } from 'vitest';
import { recordIntegrationEvent } from '../src/features/integration-events/record-event.ts';
import { recordAudit } from '../src/platform/scope/audit-repository.ts';
import { testDialects } from './databases.ts';
import { deliveriesOf } from './document-fixtures.ts';
import { recordTicketMessage } from './integration-event-fixtures.ts';
import { useIntegrationEvents } from './integration-events-helpers.ts';
import { testNow } from './test-app.ts';

describe.each(testDialects())('integration events as one with their change on %s', (dialect) => {
  const { api, eventStore, cursor, asJan, asMarie } = useIntegrationEvents(dialect);

  it('keeps no change whose event cannot be written: the change and its event are one', async () => {
    const planned = (await deliveriesOf(api.db, api.marie)).find(
      (row) =>
        row.status_id === DeliveryStatusId.Planned &&
        row.installation_date !== null &&
        Date.parse(row.installation_date) > testNow.getTime(),
    );
    if (!planned) throw new Error('demo data: Marie has a delivery planned ahead');
    const [type] = (await asJan('GET', '/api/issues/issuesTypes')).json().data;
    const tickets = await api.db.selectFrom('tickets').select('id').execute();
    const mails = await api.db.selectFrom('mail_outbox').select('id').execute();
    // The events there were before: another test of this file commits some.
    const events = (await cursor().listEvents(api.jan.tenantId, 0, 500)).events;
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
    expect(await api.db.selectFrom('tickets').select('id').execute()).toEqual(tickets);
    expect(await api.db.selectFrom('mail_outbox').select('id').execute()).toEqual(mails);
    expect((await cursor().listEvents(api.jan.tenantId, 0, 500)).events).toEqual(events);
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
      await new Promise((resolve) => setTimeout(resolve, 100));
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
