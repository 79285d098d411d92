// A reference back-office client of the portal's integration API (issue 12): syncs customers and
// their offers from CSV exports, then prints the events the portal sends back: by webhook when
// --webhook-secret is given (it listens on --listen), else by polling the events cursor.
//
//   node examples/backoffice-sync/sync.ts --portal http://127.0.0.1:3000 --tenant demo \
//     --client-id integration-… --client-secret … [--customers csv/customers.csv]
//     [--offers csv/offer-lines.csv] [--webhook-secret whsec_… --listen 4000] [--once]
//
// The client's id and secret come from `npm run tenant -- create` or `npm run tenant -- client`;
// the webhook secret from `npm run tenant -- update <tenant> --webhook-url http://127.0.0.1:4000/`.
// Only Node's own modules: nothing of the portal is imported, as a real back office would not.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseCsv } from './csv.ts';
import { portalClient } from './portal-client.ts';
import { syncCustomersAndOffers } from './sync-csv.ts';
import { type ReceivedEvent, startWebhookReceiver } from './webhook-receiver.ts';

const here = import.meta.dirname;
const { values } = parseArgs({
  options: {
    portal: { type: 'string', default: 'http://127.0.0.1:3000' },
    tenant: { type: 'string', default: 'demo' },
    'client-id': { type: 'string', default: process.env.PORTAL_CLIENT_ID },
    'client-secret': { type: 'string', default: process.env.PORTAL_CLIENT_SECRET },
    customers: { type: 'string', default: join(here, 'csv/customers.csv') },
    offers: { type: 'string', default: join(here, 'csv/offer-lines.csv') },
    'webhook-secret': { type: 'string', default: process.env.PORTAL_WEBHOOK_SECRET },
    listen: { type: 'string', default: '4000' },
    /** Sync, print the events already there, and stop. */
    once: { type: 'boolean', default: false },
  },
});

const clientId = values['client-id'];
const clientSecret = values['client-secret'];
if (!clientId || !clientSecret) {
  console.error('--client-id and --client-secret (or PORTAL_CLIENT_ID/_SECRET) are required');
  process.exit(2);
}

const api = portalClient({ portal: values.portal, tenant: values.tenant, clientId, clientSecret });
const print = (event: ReceivedEvent) =>
  console.log(
    `event ${event.id} ${event.type} on ${event.entity.kind} ${event.entity.externalId ?? event.entity.id}: ${JSON.stringify(event.data)}`,
  );

const report = await syncCustomersAndOffers(
  api,
  parseCsv(await readFile(values.customers, 'utf8')),
  parseCsv(await readFile(values.offers, 'utf8')),
);
console.log(`synced ${report.customers} customer(s) and ${report.offers} offer(s)`);
for (const { what, reason } of report.failed) console.log(`not synced: ${what}: ${reason}`);

const webhookSecret = values['webhook-secret'];
if (webhookSecret && !values.once) {
  const receiver = await startWebhookReceiver({
    port: Number(values.listen),
    secret: webhookSecret,
    onEvent: print,
  });
  console.log(`listening for webhooks at ${receiver.url} (Ctrl-C stops)`);
} else {
  // No webhooks: follow the cursor, from the start; a real back office stores `next`.
  let after = 0;
  let following = true;
  while (following) {
    const page = await api.get<{ events: ReceivedEvent[]; next: number }>(`/events?after=${after}`);
    for (const event of page.events) print(event);
    const caughtUp = page.next === after;
    after = page.next;
    if (caughtUp && values.once) following = false;
    else if (caughtUp) await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}
