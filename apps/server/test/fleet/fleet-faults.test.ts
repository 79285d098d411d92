// The fleet under faults (decision 086): HAProxy, three instances, PostgreSQL, Redis, S3 and
// Mosquitto of the test's own (topology.ts). While customers sign in, list, download PDFs, sign
// offers under idempotency keys and open tickets with photos, and live sockets watch a device
// that publishes over MQTT, a back office sends integration batches and a scraper reads every
// instance's metrics, the test kills one instance (SIGKILL) and starts it again, restarts
// another (SIGTERM), restarts Redis, makes PostgreSQL refuse connections for 10 s and the S3
// server answer 500 for 10 s. Then it proves, and prints: every request was answered or got 503
// with Retry-After in the envelope and went through on retry, and no connection closed without
// an answer; no acknowledged signature, ticket or batch record is lost or doubled (counted in the
// database); every webhook event reached the receiver, in order per entity, and none came twice
// but what the killed instance had posted and not yet recorded (the receiver dedupes those by
// webhook-id; the fleet's webhook lease is short, so they go out again within the run);
// every socket came back within 5 tries and no device stream went quiet for more than 10 s;
// HAProxy took the SIGTERMed instance out before it stopped answering; the scrapes saw the kill.
// CI size by default; FLEET_FULL=1 runs the full size (2,000 sockets, more customers).
import { execFileSync } from 'node:child_process';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from '../../src/demo/demo-accounts.ts';
import { WEBHOOK_ROUND_SIZE } from '../../src/features/integration-events/webhook-dispatcher.ts';
import { createWebhookEndpoints } from '../../src/features/integration-events/webhook-endpoint.ts';
import { loadConfig } from '../../src/platform/config/config.ts';
import { realmKeyCipher } from '../../src/platform/identity/realm-key-cipher.ts';
import { testDialects } from '../databases.ts';
import { customerScope } from '../demo-database.ts';
import { hasMosquitto } from '../mosquitto-broker.ts';
import { offerOf } from '../offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from '../offer-signing-helpers.ts';
import { createSignableOffers, janBearer } from '../spawned-portal.ts';
import { photoForm } from '../support-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver.ts';
import { type BackOffice, startBackOffice } from './back-office.ts';
import { FleetClient } from './fleet-client.ts';
import { signIn } from './fleet-sign-in.ts';
import { startSockets } from './live-watchers.ts';
import { accepts, waitUntil } from './local-processes.ts';
import { watchMetrics } from './metrics-watch.ts';
import { type Fleet, startFleet } from './topology.ts';

const full = process.env.FLEET_FULL === '1';
const SOCKETS = full ? 2_000 : 100;
const CUSTOMERS = full ? 12 : 3;
const OFFERS_PER_CUSTOMER = full ? 40 : 12;
const DEVICE = 'FLX-7A31C0';

function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const missing = [
  ...(testDialects().includes('postgres') ? [] : ['PostgreSQL']),
  ...['haproxy', 'redis-server'].filter((command) => !installed(command)),
  ...(hasMosquitto() ? [] : ['mosquitto']),
];
// A machine without them skips the test; CI installs them (.ci/run), so there it fails instead.
if (missing.length > 0 && process.env.CI) {
  throw new Error(`the fleet's fault test needs ${missing.join(', ')}`);
}
const runs = missing.length === 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(runs)('the fleet under faults', () => {
  let fleet: Fleet;
  let receiver: WebhookReceiver;
  let backOffice: BackOffice;
  let backOfficeClient: FleetClient;
  let bearer = '';
  let offers: number[] = [];
  let firstEventId = 0;
  const log: string[] = [];
  const started = Date.now();
  const note = (line: string) => {
    log.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
  };

  beforeAll(async () => {
    fleet = await startFleet();
    const { db } = fleet.database.handle;
    offers = await createSignableOffers(db, CUSTOMERS * OFFERS_PER_CUSTOMER);
    bearer = await janBearer(db, fleet.env);
    const jan = await customerScope(db, 'demo', 'jan.peeters@example.be');
    receiver = await startWebhookReceiver();
    const endpoints = createWebhookEndpoints({
      allowInternalTargets: true,
      db,
      keySealer: realmKeyCipher(loadConfig({ ...fleet.env, PORT: '0' })),
      clock: () => new Date(),
    });
    receiver.secret = (await endpoints.set(jan.tenantId, { url: receiver.url })).secret ?? '';
    const last = await db
      .selectFrom('integration_events')
      .select(db.fn.max('id').as('id'))
      .executeTakeFirst();
    firstEventId = Number(last?.id ?? 0);
    backOfficeClient = new FleetClient(fleet.origin);
    backOffice = await startBackOffice(db, backOfficeClient, {
      id: jan.tenantId,
      subdomain: 'demo',
    });
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await fleet?.stop();
  });

  it('answers, keeps every write once, delivers every event and keeps the sockets', async () => {
    const { db } = fleet.database.handle;
    const janOffer = await offerOf(db, 'demo', 'jan.peeters@example.be');
    const setUp = new FleetClient(fleet.origin);
    const auth = { authorization: bearer };
    const enabled = await setUp.send({
      method: 'POST',
      path: '/api/monitoring/enableBroadcast',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: DEVICE }),
    });
    expect(enabled?.status).toBe(200);
    const types = (await setUp.send({ path: '/api/issues/issuesTypes', headers: auth }))?.json<{
      data: { id: number }[];
    }>().data;
    const installations = (await setUp.send({ path: '/api/installations/', headers: auth }))?.json<{
      data: { OfferID: number }[];
    }>().data;
    const typeId = types?.[0]?.id ?? 0;
    const installationOfferId = installations?.[0]?.OfferID ?? 0;

    // The device publishes a reading every half second; the sockets watch it.
    const device: MqttClient = await connectAsync(fleet.broker.url, {
      username: 'demo',
      password: fleet.broker.passwords.demo,
    });
    let reading = 0;
    const publisher = setInterval(() => {
      reading += 1;
      const solar = 1_000 + (reading % 2_000);
      void device
        .publishAsync(
          `portal/demo/devices/${DEVICE}/live`,
          JSON.stringify({ solar, gridConsume: 0, gridInject: 0 }),
        )
        .catch(() => undefined);
    }, 500);
    const sockets = await startSockets(fleet.origin, {
      count: SOCKETS,
      subdomain: 'demo',
      accessToken: bearer.replace(/^Bearer /, ''),
      deviceId: DEVICE,
    });
    note(`${SOCKETS} sockets open on Jan's device`);

    // Customers: each signs in, then lists, downloads, signs and writes tickets until told to stop.
    let running = true;
    const clients = Array.from({ length: CUSTOMERS }, () => new FleetClient(fleet.origin));
    const acknowledged = {
      signings: [] as number[],
      tickets: [] as string[],
      photos: 0,
      signIns: 0,
    };
    const customer = async (index: number) => {
      const client = clients[index] as FleetClient;
      const token = await signIn(client, {
        tenant: 'demo',
        tenantOrigin: fleet.env.TENANT_ORIGIN_TEMPLATE?.replace('{tenant}', 'demo') ?? '',
        email: 'jan.peeters@example.be',
        password: demoPasswords.demo,
      });
      if (token) acknowledged.signIns += 1;
      const headers = { authorization: token ? `Bearer ${token}` : bearer };
      const mine = offers.slice(index * OFFERS_PER_CUSTOMER, (index + 1) * OFFERS_PER_CUSTOMER);
      for (let round = 0; running; round += 1) {
        await client.send({ path: '/api/installations/', headers });
        await client.send({
          path: `/api/offers/${janOffer.offerId}/files/${janOffer.offerTypeId}?type=print&versionNumber=${janOffer.versions.at(-1)}`,
          headers,
        });
        const offerId = mine[round];
        if (offerId !== undefined) {
          const form = signForm({ version: '1' }, { bytes: PNG_SIGNATURE, type: 'image/png' });
          const signed = await client.send({
            method: 'POST',
            path: `/api/offers/${offerId}/sign`,
            headers: {
              ...headers,
              'content-type': form.contentType,
              'idempotency-key': `fleet-${offerId}`,
            },
            body: form.payload,
          });
          if (signed) acknowledged.signings.push(offerId);
        }
        const title = `Fleet ${index}-${round}`;
        const created = await client.send({
          method: 'POST',
          path: '/api/issues/create',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'idempotency-key': `fleet-ticket-${index}-${round}`,
          },
          body: JSON.stringify({
            problemTitle: title,
            problem: 'De omvormer piept.',
            typeId,
            offerId: installationOfferId,
          }),
        });
        if (!created) continue;
        acknowledged.tickets.push(title);
        const ticketId = created.json<{ data: { insertId: number } }>().data.insertId;
        const photo = photoForm([{ name: 'display.png', type: 'image/png', bytes: PNG_SIGNATURE }]);
        const sent = await client.send({
          method: 'POST',
          path: `/api/issues/${ticketId}/file`,
          headers: { ...headers, 'content-type': photo.contentType },
          body: photo.payload,
        });
        if (sent) acknowledged.photos += 1;
      }
    };
    const traffic = Promise.all([
      ...clients.map((_, index) => customer(index)),
      backOffice.run(() => running),
    ]);
    const scrapes = watchMetrics(fleet.instances, fleet.env.METRICS_TOKEN ?? '');

    // The faults, one after another.
    const [first, second] = fleet.instances;
    if (!first || !second) throw new Error('three instances');
    await sleep(3_000);
    note(`SIGKILL ${first.name}`);
    await first.stop('SIGKILL');
    await sleep(1_000);
    await first.start();
    note(`${first.name} started again`);

    await sleep(2_000);
    note(`SIGTERM ${second.name} (rolling restart)`);
    let outAt = 0;
    let goneAt = 0;
    const watch = (async () => {
      while (!goneAt) {
        const states = await fleet.balancer.states().catch(() => ({}) as Record<string, string>);
        if (!outAt && !String(states[second.name] ?? '').startsWith('UP')) outAt = Date.now();
        if (!(await accepts(second.port))) goneAt = Date.now();
        await sleep(100);
      }
    })();
    const exitCode = await second.stop('SIGTERM');
    await watch;
    note(
      `${second.name} exited ${exitCode}; the balancer took it out ${goneAt - outAt} ms before it stopped answering`,
    );
    await second.start();
    note(`${second.name} started again`);

    await sleep(2_000);
    note('Redis restarted; S3 answers 500 for 10 s');
    await fleet.redis.restart();
    fleet.s3Proxy.failing = true;
    await sleep(10_000);
    fleet.s3Proxy.failing = false;
    note(`S3 back (${fleet.s3Proxy.failed} requests answered 500)`);

    note('PostgreSQL refuses connections for 10 s');
    await fleet.databaseProxy.stop();
    await sleep(10_000);
    await fleet.databaseProxy.start();
    note('PostgreSQL back');
    await sleep(3_000);
    running = false;
    await traffic;
    clearInterval(publisher);
    const scraped = await scrapes.stop();
    const balancerRetries = await fleet.balancer.retries();

    // Every recorded event delivered; a moment more shows nothing comes twice.
    const events = await db
      .selectFrom('integration_events')
      .select(['id', 'entity_kind', 'entity_id', 'event_type'])
      .where('id', '>', firstEventId)
      .orderBy('id')
      .execute();
    await waitUntil(30_000, () => new Set(receiver.accepted()).size >= events.length, 200);
    await sleep(1_500);
    const socketReport = sockets.stop();
    await device.endAsync();

    const signed = await db
      .selectFrom('offer_versions')
      .select(['offer_id'])
      .where('offer_id', 'in', offers)
      .where('signed_at', 'is not', null)
      .execute();
    const signedEvents = events.filter((event) => event.event_type === 'offer.signed');
    const ticketRows = await db
      .selectFrom('tickets')
      .select('problem_title')
      .where('problem_title', 'like', 'Fleet %')
      .execute();
    const accepted = receiver.accepted();
    const deliveredTwice = accepted.length - new Set(accepted).size;
    const order = new Map<string, number[]>();
    for (const id of accepted) {
      const event = events.find((candidate) => `evt_${candidate.id}` === id);
      if (!event) continue;
      const key = `${event.entity_kind}:${event.entity_id}`;
      order.set(key, [...(order.get(key) ?? []), Number(event.id)]);
    }
    const outOfOrder = [...order.values()].filter((ids) =>
      ids.some((id, at) => at > 0 && id < (ids[at - 1] ?? 0)),
    ).length;
    const batchRows = await db
      .selectFrom('customers')
      .select('external_id')
      .where('external_id', 'like', 'fleet-%')
      .execute();
    const batchIds = batchRows.map((row) => row.external_id ?? '');
    const lostRecords = backOffice.acknowledged.filter((id) => !batchIds.includes(id));
    const doubledRecords = batchIds.length - new Set(batchIds).size;
    const counts = [...clients, backOfficeClient].map((client) => client.counts);
    const sum = (pick: (c: (typeof counts)[number]) => number) =>
      counts.reduce((total, c) => total + pick(c), 0);
    const broken = counts.flatMap((c) => c.broken);
    const failedAfterRetry = counts.flatMap((c) => c.failedAfterRetry);
    const cut = counts.flatMap((c) => c.cut);
    const titles = ticketRows.map((row) => row.problem_title);
    const lostTickets = acknowledged.tickets.filter((title) => !titles.includes(title));
    const doubledTickets = titles.length - new Set(titles).size;

    console.info(
      [
        `fleet fault test (${full ? 'full' : 'CI'} size): ${CUSTOMERS} customers, ${SOCKETS} sockets`,
        ...log,
        `requests ${sum((c) => c.requests)}, retried after a 503 ${sum((c) => c.retried)} (503 answers ${sum((c) => c.unavailable)}, 429 ${sum((c) => c.limited)}), broken answers ${broken.length}, connections cut ${cut.length}, failed after retry ${failedAfterRetry.length}`,
        `the balancer retried ${balancerRetries.retried} times itself (wretr) and sent ${balancerRetries.redispatched} requests to another instance than the one first chosen (wredis)`,
        `sign-ins ${acknowledged.signIns}, signings acknowledged ${acknowledged.signings.length} (signed in the database ${signed.length}, offer.signed events ${signedEvents.length}), tickets acknowledged ${acknowledged.tickets.length} (lost ${lostTickets.length}, doubled ${doubledTickets}), photos ${acknowledged.photos}`,
        `webhook events ${events.length}, delivered ${new Set(accepted).size}, posted again after the receiver took them ${deliveredTwice}, out of order per entity ${outOfOrder}`,
        `integration batches ${backOffice.batches}, records acknowledged ${backOffice.acknowledged.length} (in the database ${batchIds.length}, lost ${lostRecords.length}, doubled ${doubledRecords})`,
        `metrics scrapes: ${Object.entries(scraped)
          .map(
            ([name, report]) =>
              `${name} ${report.scraped} ok, ${report.failed} failed, ${report.starts.length} process starts`,
          )
          .join('; ')}`,
        `sockets ${SOCKETS}: reconnections ${socketReport.reconnections}, most tries for one ${socketReport.mostTries}, longest stream gap ${(socketReport.longestGapMs / 1000).toFixed(1)} s (ended at ${((socketReport.longestGapEndedAt - started) / 1000).toFixed(1)} s)`,
        ...broken.slice(0, 5).map((line) => `  broken: ${line}`),
        ...cut.slice(0, 5).map((line) => `  cut: ${line}`),
      ].join('\n'),
    );

    expect(broken).toEqual([]);
    expect(cut).toEqual([]);
    expect(failedAfterRetry).toEqual([]);
    expect(acknowledged.signIns).toBe(CUSTOMERS);
    expect(new Set(signed.map((row) => row.offer_id))).toEqual(new Set(acknowledged.signings));
    expect(signed).toHaveLength(acknowledged.signings.length);
    expect(signedEvents).toHaveLength(acknowledged.signings.length);
    expect(lostTickets).toEqual([]);
    expect(backOffice.acknowledged.length).toBeGreaterThan(0);
    expect(lostRecords).toEqual([]);
    expect(doubledRecords).toBe(0);
    expect(doubledTickets).toBe(0);
    expect(new Set(accepted).size).toBe(events.length);
    // Delivery is at least once (Standard Webhooks: the receiver dedupes by webhook-id): only
    // what the SIGKILLed instance had posted and not yet recorded, one round at most, comes twice.
    expect(deliveredTwice).toBeLessThanOrEqual(WEBHOOK_ROUND_SIZE);
    expect(outOfOrder).toBe(0);
    expect(socketReport.mostTries).toBeLessThanOrEqual(5);
    expect(socketReport.longestGapMs).toBeLessThanOrEqual(10_000);
    expect(outAt).toBeGreaterThan(0);
    expect(outAt).toBeLessThan(goneAt);
    expect(exitCode).toBe(0);
    // The scraper saw the killed instance go (failed scrapes) and come back as a new process.
    expect(scraped[first.name]?.failed).toBeGreaterThan(0);
    expect(scraped[first.name]?.starts.length).toBeGreaterThanOrEqual(2);
  }, 300_000);
});
