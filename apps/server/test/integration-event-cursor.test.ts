// The events by cursor and the tenants' webhook endpoints, on both databases: a tenant's events
// page by page in id order, never another tenant's, the cursor standing still when nothing is
// new; the endpoint's URL checked, its secret made once, shown once, stored sealed, kept when only
// the URL moves, resealed with a new key.
import { randomBytes } from 'node:crypto';
import {
  integrationEventPageSchema,
  integrationEventQuerySchema,
} from '@portal/contract/integration/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationEventCursor } from '../src/features/integration-events/event-cursor.ts';
import {
  createWebhookEndpoints,
  openWebhookSecret,
} from '../src/features/integration-events/webhook-endpoint.ts';
import { findWebhookEndpoint } from '../src/features/integration-events/webhook-endpoint-repository.ts';
import { webhookSecretBytes } from '../src/features/integration-events/webhook-signature.ts';
import { AppError } from '../src/platform/errors/app-error.ts';
import { createRealmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import { insertBareTenant, recordTicketMessage } from './integration-event-fixtures.ts';

const at = new Date('2026-11-21T09:00:00Z');

describe.each(testDialects())('integration event cursor and webhook endpoints on %s', (dialect) => {
  let database: TestDatabase;
  let demo: number;
  let helios: number;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    demo = await insertBareTenant(db(), 'demo');
    helios = await insertBareTenant(db(), 'helios');
  });
  afterAll(() => database.drop());

  it('pages through a tenant’s events in id order, never another tenant’s', async () => {
    // Two tenants of this test's own: another test records events for demo.
    const mine = await insertBareTenant(db(), 'cursor-a');
    const other = await insertBareTenant(db(), 'cursor-b');
    const cursor = createIntegrationEventCursor({ db: db() });
    const a1 = await recordTicketMessage(db(), mine, 1, 'a1', at);
    const b1 = await recordTicketMessage(db(), other, 1, 'b1', at);
    const a2 = await recordTicketMessage(db(), mine, 2, 'a2', at);
    const a3 = await recordTicketMessage(db(), mine, 1, 'a3', at);

    const first = integrationEventPageSchema.parse(await cursor.listEvents(mine, 0, 2));
    expect(first.events.map((event) => [event.id, event.type, event.entity])).toEqual([
      [a1, 'ticket.message', { kind: 'ticket', id: 1, externalId: null }],
      [a2, 'ticket.message', { kind: 'ticket', id: 2, externalId: null }],
    ]);
    expect(first.next).toBe(a2);
    const second = await cursor.listEvents(mine, first.next, 2);
    expect(second.events.map((event) => event.id)).toEqual([a3]);
    expect(second.events[0]).toMatchObject({
      occurredAt: at.toISOString(),
      data: { ticketId: 1, message: 'a3', sentAt: at.toISOString() },
    });
    // Nothing new: the cursor stays where it is.
    expect(await cursor.listEvents(mine, second.next, 2)).toEqual({ events: [], next: a3 });
    expect((await cursor.listEvents(other, 0, 10)).events.map((event) => event.id)).toEqual([b1]);
    expect(await cursor.listEvents(9999, 0, 10)).toEqual({ events: [], next: 0 });
  });

  it('checks the query: after from 0, limit 1 to 500', () => {
    expect(integrationEventQuerySchema.parse({})).toEqual({ after: 0, limit: 100 });
    expect(integrationEventQuerySchema.parse({ after: '42', limit: '7' })).toEqual({
      after: 42,
      limit: 7,
    });
    for (const bad of [
      { after: '-1' },
      { after: 'x' },
      { limit: '0' },
      { limit: '501' },
      { cursor: '3' },
    ]) {
      expect(integrationEventQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('makes the secret once, stores it sealed, keeps it when only the URL moves', async () => {
    const oldKey = randomBytes(32);
    const sealer = createRealmKeyCipher(oldKey);
    const endpoints = createWebhookEndpoints({
      allowInternalTargets: true,
      db: db(),
      keySealer: sealer,
      clock: () => at,
    });
    const made = await endpoints.set(demo, { url: 'https://erp.example.be/hooks' });
    expect(made.url).toBe('https://erp.example.be/hooks');
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const secret = made.secret ?? '';
    const stored = await findWebhookEndpoint(db(), demo);
    const base64 = secret.slice('whsec_'.length);
    const base64url = webhookSecretBytes(secret).toString('base64url');
    expect(stored?.sealedSecret).not.toContain(base64);
    expect(stored?.sealedSecret).not.toContain(base64url);
    expect(stored && openWebhookSecret(sealer, demo, stored.sealedSecret)).toBe(secret);
    // Bound to its tenant: another tenant's row cannot use it.
    expect(() => openWebhookSecret(sealer, helios, stored?.sealedSecret ?? '')).toThrow();

    const moved = await endpoints.set(demo, { url: 'https://erp2.example.be/hooks' });
    expect(moved).toEqual({ url: 'https://erp2.example.be/hooks', secret: null });
    expect(await endpoints.urlOf(demo)).toBe('https://erp2.example.be/hooks');
    const kept = await findWebhookEndpoint(db(), demo);
    expect(kept && openWebhookSecret(sealer, demo, kept.sealedSecret)).toBe(secret);

    const renewed = await endpoints.set(demo, {
      url: 'https://erp2.example.be/hooks',
      newSecret: true,
    });
    expect(renewed.secret).toMatch(/^whsec_/);
    expect(renewed.secret).not.toBe(secret);

    // A new key encryption key: reseal once, the secret unchanged.
    const newSealer = createRealmKeyCipher(randomBytes(32), [oldKey]);
    const resealing = createWebhookEndpoints({
      allowInternalTargets: true,
      db: db(),
      keySealer: newSealer,
      clock: () => at,
    });
    expect(await resealing.reseal()).toBe(1);
    expect(await resealing.reseal()).toBe(0);
    const resealed = await findWebhookEndpoint(db(), demo);
    expect(resealed && openWebhookSecret(newSealer, demo, resealed.sealedSecret)).toBe(
      renewed.secret,
    );

    expect(await endpoints.set(demo, { url: null })).toEqual({ url: null, secret: null });
    expect(await endpoints.urlOf(demo)).toBeNull();
    const quiet = await recordTicketMessage(db(), demo, 5, 'no webhook', at);
    const row = await db()
      .selectFrom('integration_events')
      .select('delivery_state')
      .where('id', '=', quiet)
      .executeTakeFirstOrThrow();
    expect(row.delivery_state).toBe('none');
  });

  it('refuses a URL that is not http(s) or holds credentials, and an unknown tenant', async () => {
    const endpoints = createWebhookEndpoints({
      allowInternalTargets: true,
      db: db(),
      keySealer: createRealmKeyCipher(randomBytes(32)),
      clock: () => at,
    });
    for (const url of ['ftp://erp.example.be/', 'not a url', 'https://user:pw@erp.example.be/']) {
      const refused = await endpoints.set(helios, { url }).catch((error: unknown) => error);
      expect(refused, url).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'VALIDATION', field: 'webhookUrl' });
    }
    expect(await endpoints.urlOf(helios)).toBeNull();
    await expect(endpoints.set(9999, { url: 'https://erp.example.be/' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
