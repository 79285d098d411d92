// An installer's back office on the fleet, during the fault test: an integration client of the
// tenant (made in the database, as `npm run tenant` makes one) takes its token from the realm
// with client credentials through the balancer, then sends batches of new customers, each under
// an external id of its own, until told to stop. A batch is an upsert keyed by those ids, so
// after a 503 the same batch is simply sent again; the ids of every acknowledged batch are kept,
// for the test to find each customer once in the database.
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import { customerBody } from '../integration-fixtures.ts';
import {
  basicAuthorization,
  integrationClientsOf,
  tokenPath,
} from '../integration-token-client.ts';
import type { FleetClient } from './fleet-client.ts';

/** Customers per batch: a back office's catch-up after an outage, small enough to go quickly. */
const RECORDS_PER_BATCH = 8;

export interface BackOffice {
  /** Sends batches until `running()` says no; resolves when the last one is answered. */
  run(running: () => boolean): Promise<void>;
  /** The external ids of the customers in acknowledged batches. */
  readonly acknowledged: string[];
  batches: number;
}

export async function startBackOffice(
  db: Kysely<Database>,
  client: FleetClient,
  tenant: { id: number; subdomain: string },
): Promise<BackOffice> {
  const issued = await integrationClientsOf(db).createIntegrationClient(tenant.id, {
    name: 'Fleet back office',
    scopes: INTEGRATION_SCOPES,
  });
  if (issued.authMethod !== 'client_secret_basic') throw new Error('a client with a secret');
  const token = await client.send({
    method: 'POST',
    path: tokenPath(tenant.subdomain),
    headers: {
      authorization: basicAuthorization(issued.clientId, issued.secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
  });
  const accessToken = token?.json<{ access_token?: string }>().access_token;
  if (!accessToken) throw new Error(`no integration token: ${token?.status} ${token?.text}`);
  const acknowledged: string[] = [];
  const office: BackOffice = {
    acknowledged,
    batches: 0,
    async run(running) {
      for (let round = 0; running(); round += 1) {
        const ids = Array.from(
          { length: RECORDS_PER_BATCH },
          (_, index) => `fleet-${round}-${index}`,
        );
        const answer = await client.send({
          method: 'POST',
          path: '/api/integration/v1/batch',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/json',
            'x-subdomain': tenant.subdomain,
          },
          body: JSON.stringify({
            records: ids.map((externalId) => ({
              kind: 'customer',
              externalId,
              data: customerBody(externalId, 'nl'),
            })),
          }),
        });
        if (!answer) continue;
        office.batches += 1;
        const { accepted } = answer.json<{ data: { accepted: number } }>().data;
        if (accepted === ids.length) acknowledged.push(...ids);
      }
    },
  };
  return office;
}
