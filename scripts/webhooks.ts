// `npm run webhooks -- replay --tenant <subdomain> (--from <id> | --event <id> | --failed)`: sends a
// tenant's integration events to its webhook again (decision 055): every event from an id on, one
// event, or every event given up after three days ('failed'). They are owed again as if never
// tried, keep their webhook-id (a receiver that has one already drops it), go out in order per
// entity, and this command posts them at once (a running portal would within seconds).
// `npm run webhooks -- log --tenant <subdomain> --event <id>`: where the event's delivery stands
// and every attempt (when, how long, the status code or the error, the answer's first bytes).
// `npm run webhooks -- status --tenant <subdomain>`: the webhook URL, whether its receiver disabled
// it (410 Gone) and since when, and how many events are pending, delivered, failed, or for the
// cursor only (none).
// Uses the server's own configuration (DATA_DIR or DATABASE_URL, KEY_ENCRYPTION_KEY).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  countEventsByState,
  createWebhookDispatcher,
  findEventDelivery,
  findWebhookEndpoint,
  listDeliveryAttempts,
  type ReplaySelection,
  replayEvents,
} from '../apps/server/src/features/integration-events/index.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { realmKeyCipher } from '../apps/server/src/platform/identity/realm-key-cipher.ts';
import { findTenantBySubdomain } from '../apps/server/src/platform/tenancy/tenant-repository.ts';

const USAGE = [
  'usage: npm run webhooks -- replay --tenant <subdomain> (--from <id> | --event <id> | --failed)',
  '       npm run webhooks -- log --tenant <subdomain> --event <id>',
  '       npm run webhooks -- status --tenant <subdomain>',
].join('\n');

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tenant: { type: 'string' },
    from: { type: 'string' },
    event: { type: 'string' },
    failed: { type: 'boolean' },
  },
});
const [command, ...extra] = positionals;
if (command !== 'replay' && command !== 'log' && command !== 'status') {
  fail('name a command: replay, log or status');
}
if (extra.length > 0) fail(`unexpected ${extra.join(' ')}`);
const subdomain = values.tenant ?? fail('--tenant is required');

function eventId(option: 'from' | 'event'): number | undefined {
  const text = values[option];
  if (text === undefined) return undefined;
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1) {
    fail(`--${option} takes an event id (a positive whole number), not '${text}'`);
  }
  return id;
}

function selectionOf(): ReplaySelection {
  const from = eventId('from');
  const event = eventId('event');
  const chosen = [from !== undefined, event !== undefined, values.failed === true];
  if (chosen.filter(Boolean).length !== 1) fail('choose exactly one of --from, --event, --failed');
  if (from !== undefined) return { from };
  if (event !== undefined) return { event };
  return { failed: true };
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { sqliteFile: join(config.dataDir, 'portal.sqlite') },
);
const clock = () => new Date();
try {
  const tenant = await findTenantBySubdomain(database.db, subdomain);
  if (!tenant) throw new Error(`unknown tenant '${subdomain}'`);
  if (command === 'status') {
    const endpoint = await findWebhookEndpoint(database.db, tenant.id);
    console.log(`webhook: ${endpoint?.url ?? 'none (events by cursor only)'}`);
    if (endpoint?.disabled) {
      console.log(
        `disabled since ${endpoint.disabled.at}: ${endpoint.disabled.reason}` +
          ' (set the URL again with `npm run tenant -- update` to resume)',
      );
    }
    const counts = await countEventsByState(database.db, tenant.id);
    for (const state of ['pending', 'delivered', 'failed', 'none']) {
      console.log(`${state}: ${counts[state] ?? 0}`);
    }
  } else if (command === 'log') {
    const id = eventId('event') ?? fail('log needs --event <id>');
    const delivery = await findEventDelivery(database.db, tenant.id, id);
    if (!delivery) throw new Error(`tenant '${subdomain}' has no event ${id}`);
    console.log(`event ${id}: ${delivery.state}, ${delivery.attempts} attempt(s)`);
    if (delivery.nextAttemptAt) console.log(`next attempt ${delivery.nextAttemptAt}`);
    for (const attempt of await listDeliveryAttempts(database.db, tenant.id, id)) {
      const outcome = attempt.statusCode === null ? attempt.error : `HTTP ${attempt.statusCode}`;
      const excerpt = attempt.responseExcerpt ? ` ${JSON.stringify(attempt.responseExcerpt)}` : '';
      console.log(`${attempt.attemptedAt} ${attempt.durationMs} ms ${outcome}${excerpt}`);
    }
  } else {
    const owed = await replayEvents({ db: database.db, clock }, tenant.id, selectionOf());
    console.log(`${owed} event(s) of '${subdomain}' owed to its webhook again`);
    const dispatcher = createWebhookDispatcher({
      db: database.db,
      keySealer: realmKeyCipher(config),
      clock,
      log: { warn: (details, message) => console.error(message, details) },
      allowInternalTargets: config.webhookAllowPrivateTargets,
    });
    const delivered = await dispatcher.deliverDue();
    console.log(`${delivered} delivered now; the rest is retried with backoff (see log)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
