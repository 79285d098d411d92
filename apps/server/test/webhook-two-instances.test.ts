// Two instances behind one PostgreSQL and Redis deliver each event once (decision 055), with two
// complete apps: the real app factory twice, each on its own database handle and with its own
// dispatcher, scheduler and request wake as in production, one PostgreSQL database and one Redis (a
// key prefix of this test's own). Customers open tickets and write to them through both apps at
// once; a real receiver checks every signature with the standardwebhooks package. Every event
// arrives once, in order per ticket, and both instances posted some: each app's own handle counts
// the events it marked delivered (the delivery log does not name the instance). PostgreSQL only:
// SQLite is one file of one process.
// A soak test on real time (decision 064): it waits a second after the last delivery to prove that
// neither instance's dispatcher, each on its own timer, posts anything twice.
import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal } from '../src/app.ts';
import { createIntegrationEventCursor } from '../src/features/integration-events/event-cursor.ts';
import { createWebhookEndpoints } from '../src/features/integration-events/webhook-endpoint.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import { serverOptions } from '../src/platform/http/server-options.ts';
import { realmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { createTestDatabase, testDialects } from './databases.ts';
import { type CustomerScope, customerScope } from './demo-database.ts';
import { temporaryDataDir } from './outbox.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { redisAvailable, removeRedisKeys, testRedisSettings } from './redis.ts';
import { buildTestApp, type TestApp, testNow } from './test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

/** Counts the events that one database handle marked delivered: which instance posted them. */
class DeliveredMarks implements KyselyPlugin {
  count = 0;
  readonly #handle: DatabaseHandle;
  constructor(handle: DatabaseHandle) {
    this.#handle = handle;
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'UpdateQueryNode') {
      const query = this.#handle.db.getExecutor().compileQuery(args.node, args.queryId);
      if (query.sql.startsWith('update "integration_events"')) {
        if (query.parameters.includes('delivered')) this.count += 1;
      }
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Polls until `check` holds or `ms` pass; whether it held. */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

const TICKETS = 8;
const MESSAGES = 4;
const postgres = testDialects().includes('postgres');

describe.skipIf(!redisAvailable || !postgres)(
  'two instances behind one PostgreSQL and Redis',
  () => {
    const redis = testRedisSettings();
    const dataDir = temporaryDataDir();
    let first: TestApp;
    let second: FastifyInstance;
    const marks: DeliveredMarks[] = [];
    let receiver: WebhookReceiver;
    let bearer: BearerFor;
    let jan: CustomerScope;

    beforeAll(async () => {
      const database = await createTestDatabase('postgres');
      if (!database.url) throw new Error('a PostgreSQL test database has a URL');
      const firstMarks = new DeliveredMarks(database.handle);
      first = await buildTestApp('postgres', {
        database,
        config: { redis, dataDir },
        plugins: [firstMarks],
      });
      // The second instance: its own pool on the same database, the same configuration.
      const handle = await openDatabase({ databaseUrl: database.url });
      const secondMarks = new DeliveredMarks(handle);
      marks.push(firstMarks, secondMarks);
      const config = {
        ...loadConfig({
          LOG_LEVEL: 'silent',
          WEB_DIST: '/nonexistent',
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        }),
        redis,
      };
      second = Fastify(serverOptions({ ...config, dataDir }));
      await second.register(portal, {
        config: { ...config, dataDir },
        database: { ...handle, db: handle.db.withPlugin(secondMarks) },
        clock: () => testNow,
      });
      await second.ready();

      const { db } = first.database;
      jan = await customerScope(db, 'demo', 'jan.peeters@example.be');
      bearer = await realmBearers(first);
      receiver = await startWebhookReceiver();
      // Posting takes a moment, so a round of one instance is still busy when the other wakes.
      receiver.delayMs = 20;
      const endpoints = createWebhookEndpoints({
        allowInternalTargets: true,
        db,
        keySealer: realmKeyCipher({
          dataDir,
          keyEncryptionKey: undefined,
          previousKeyEncryptionKeys: [],
        }),
        clock: () => testNow,
      });
      receiver.secret = (await endpoints.set(jan.tenantId, { url: receiver.url })).secret ?? '';
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await receiver?.close();
      await removeRedisKeys(redis);
      rmSync(dataDir, { recursive: true, force: true });
    });

    const asJan = async (server: FastifyInstance, url: string, payload?: object) =>
      server.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', jan.customerId) },
        ...(payload ? { payload } : {}),
      });

    it('delivers every event written through either instance once, in order per ticket', async () => {
      const instances = [first.server, second];
      const [type] = (await asJan(first.server, '/api/issues/issuesTypes')).json().data;
      const [installation] = (await asJan(second, '/api/installations/')).json().data;
      const before = await createIntegrationEventCursor({ db: first.database.db }).listEvents(
        jan.tenantId,
        0,
        1000,
      );

      /** A ticket opened on one instance, then written to through the other, turn about. */
      const writeTicket = async (index: number): Promise<number> => {
        const instance = (turn: number) => instances[(index + turn) % 2] as FastifyInstance;
        const created = await asJan(instance(0), '/api/issues/create', {
          problemTitle: `Storing ${index}`,
          problem: 'De omvormer piept.',
          typeId: type.id,
          offerId: installation.OfferID,
        });
        expect(created.statusCode).toBe(200);
        const ticketId: number = created.json().data.insertId;
        for (let message = 1; message <= MESSAGES; message += 1) {
          const sent = await asJan(
            instance(message),
            `/api/issues/${ticketId}/emails/sendMessage`,
            {
              message: `m${message}`,
            },
          );
          expect(sent.statusCode).toBe(200);
        }
        return ticketId;
      };
      const tickets = await Promise.all(
        Array.from({ length: TICKETS }, (_, index) => writeTicket(index)),
      );

      const total = TICKETS * (1 + MESSAGES);
      expect(await within(15_000, () => receiver.accepted().length >= total)).toBe(true);
      // Both dispatchers woken once more (a refused write request wakes its instance too), and a
      // moment for their rounds: nothing is posted twice.
      for (const instance of instances) {
        expect((await asJan(instance, '/api/issues/create', {})).statusCode).toBe(400);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const recorded = (
        await createIntegrationEventCursor({ db: first.database.db }).listEvents(
          jan.tenantId,
          before.next,
          1000,
        )
      ).events;
      expect(recorded).toHaveLength(total);
      expect(receiver.received).toHaveLength(total);
      expect(receiver.received.every((hook) => hook.signatureValid)).toBe(true);
      expect(receiver.accepted().sort()).toEqual(recorded.map((event) => `evt_${event.id}`).sort());

      // Per ticket, in the order written: created, then m1 … m4.
      const perTicket = new Map<number, string[]>();
      for (const hook of receiver.received) {
        const event = JSON.parse(hook.body);
        const step = event.type === 'ticket.created' ? 'created' : event.data.message;
        perTicket.set(event.entity.id, [...(perTicket.get(event.entity.id) ?? []), step]);
      }
      for (const ticket of tickets) {
        expect(perTicket.get(ticket)).toEqual(['created', 'm1', 'm2', 'm3', 'm4']);
      }

      // Both instances posted, and between them each event once.
      const [byFirst, bySecond] = marks.map((mark) => mark.count);
      console.info(`delivered by the first instance ${byFirst}, by the second ${bySecond}`);
      expect(byFirst).toBeGreaterThan(0);
      expect(bySecond).toBeGreaterThan(0);
      expect((byFirst ?? 0) + (bySecond ?? 0)).toBe(total);
    }, 20_000);
  },
);
