// What /metrics reads at each scrape, on both databases: the PostgreSQL pool, the live sockets
// open on the instance and the device upstreams it runs, and what the outboxes owe — each moved
// by data and sockets the test makes, and back when they are gone.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { migrations } from '../src/platform/db/migrate.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { listeningOrigin, socketUrl } from './live-socket.ts';
import { sampleSum, samplesOf } from './prometheus-text.ts';
import { testNow } from './test-app.ts';

const janDevice = 'FLX-7A31C0';
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

describe.each(testDialects())('the metrics read at a scrape on %s', (dialect) => {
  const metricsToken = randomBytes(24).toString('hex');
  const api = useCustomerApi(dialect, { config: { metricsToken } });

  const scrape = async () => {
    const response = await api.app.server.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('names the newest migration the instance knows', async () => {
    const [info, ...more] = samplesOf(await scrape(), 'portal_schema_info');
    expect(more).toEqual([]);
    expect(info).toEqual({
      labels: { newest_migration: Object.keys(migrations).sort().at(-1) },
      value: 1,
    });
  });

  it('shows the PostgreSQL pool, and no pool on SQLite', async () => {
    const text = await scrape();
    if (dialect === 'sqlite') {
      expect(samplesOf(text, 'portal_db_pool_max')).toEqual([]);
      return;
    }
    expect(sampleSum(text, 'portal_db_pool_max')).toBe(10);
    const open = samplesOf(text, 'portal_db_pool_connections');
    expect(open.map((sample) => sample.labels.state).sort()).toEqual(['idle', 'in_use']);
    expect(sampleSum(text, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sampleSum(text, 'portal_db_pool_waiting')).toBe(0);
  });

  it('counts an open live socket and the device upstream it watches', async () => {
    const before = await scrape();
    const enabled = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      '/api/monitoring/enableBroadcast',
      {
        deviceId: janDevice,
      },
    );
    expect(enabled.statusCode).toBe(200);
    const accessToken = (await api.bearer('demo', api.jan.customerId)).replace(/^Bearer /, '');
    const origin = await listeningOrigin(api.app.server);
    const socket = new WebSocket(
      socketUrl(origin, { subdomain: 'demo', accessToken, deviceId: janDevice }),
    );
    try {
      await once(socket, 'message');
      const during = await scrape();
      expect(sampleSum(during, 'portal_live_sockets_open')).toBe(
        sampleSum(before, 'portal_live_sockets_open') + 1,
      );
      expect(
        sampleSum(during, 'portal_leases_held', { kind: 'device_stream' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        samplesOf(during, 'portal_leases_held')
          .map((s) => s.labels.kind)
          .sort(),
      ).toEqual(['device_stream', 'job']);
    } finally {
      socket.close(1000);
    }
    await expect
      .poll(async () => sampleSum(await scrape(), 'portal_live_sockets_open'))
      .toBe(sampleSum(before, 'portal_live_sockets_open'));
  });

  it('shows what the mail and webhook outboxes owe, and since when', async () => {
    const before = await scrape();
    const createdAt = new Date(testNow.getTime() - 90_000).toISOString();
    const mail = await api.db
      .insertInto('mail_outbox')
      .values({
        tenant_id: api.jan.tenantId,
        purpose: 'metrics-test',
        recipient: 'jan.peeters@example.be',
        from_name: 'Demo',
        subject: 'Owed',
        text_body: 'Owed',
        html_body: '<p>Owed</p>',
        link: 'http://demo.localhost/',
        created_at: createdAt,
        // Not due before the test ends: the outbox leaves it owed.
        next_attempt_at: FAR_FUTURE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await api.db
      .insertInto('integration_events')
      .values({
        tenant_id: api.jan.tenantId,
        event_type: 'ticket.created',
        entity_kind: 'ticket',
        entity_id: 999_999_000 + Math.floor(Math.random() * 999),
        occurred_at: createdAt,
        payload: '{}',
        delivery_state: 'pending',
        next_attempt_at: FAR_FUTURE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const owed = await scrape();
      for (const outbox of ['mail', 'webhook']) {
        expect(sampleSum(owed, 'portal_outbox_pending', { outbox })).toBe(
          sampleSum(before, 'portal_outbox_pending', { outbox }) + 1,
        );
        expect(
          sampleSum(owed, 'portal_outbox_oldest_pending_seconds', { outbox }),
        ).toBeGreaterThanOrEqual(90);
      }
      expect(
        samplesOf(owed, 'portal_outbox_pending')
          .map((s) => s.labels.outbox)
          .sort(),
      ).toEqual(['mail', 'push', 'webhook']);
    } finally {
      await api.db.deleteFrom('mail_outbox').where('id', '=', mail.id).execute();
      await api.db.deleteFrom('integration_events').where('id', '=', event.id).execute();
    }
    const after = await scrape();
    for (const outbox of ['mail', 'webhook']) {
      expect(sampleSum(after, 'portal_outbox_pending', { outbox })).toBe(
        sampleSum(before, 'portal_outbox_pending', { outbox }),
      );
    }
  });
});
