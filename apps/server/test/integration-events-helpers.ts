// What the integration event tests share (integration-events-*.test.ts): the customer API on one
// dialect (customer-api.ts) with its mail in a data directory of its own and an event store that
// can be made to fail, the demo tenant's events read back through the cursor, and requests made as
// Jan or Marie. Registers its own beforeAll/afterAll in the describe block it is called in.
import { rmSync } from 'node:fs';
import type { IntegrationEvent, IntegrationEventType } from '@portal/contract/integration/events';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll } from 'vitest';
import { createIntegrationEventCursor } from '../src/features/integration-events/event-cursor.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import { useCustomerApi } from './customer-api.ts';
import { temporaryDataDir } from './outbox.ts';

/** Fails the insert of an integration event while `failing`: the event store breaking mid-change. */
class FailingEventInserts implements KyselyPlugin {
  failing = false;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args;
    const table = node.kind === 'InsertQueryNode' ? node.into?.table.identifier.name : undefined;
    if (this.failing && table === 'integration_events') throw new Error('the event store fails');
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export function useIntegrationEvents(dialect: Dialect) {
  const dataDir = temporaryDataDir();
  const eventStore = new FailingEventInserts();
  const api = useCustomerApi(dialect, { config: { dataDir }, plugins: [eventStore] });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cursor = () => createIntegrationEventCursor({ db: api.db });
  /** The demo tenant's events of one type (by its stored name), through the cursor. */
  const events = async <T extends IntegrationEventType>(type: T) =>
    (await cursor().listEvents(api.jan.tenantId, 0, 500)).events.filter(
      (event): event is Extract<IntegrationEvent, { legacyType: T }> => event.legacyType === type,
    );
  const asJan = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.call('demo', api.jan.customerId, method, url, payload);
  const asMarie = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.call('demo', api.marie.customerId, method, url, payload);
  const multipart = (
    customerId: number,
    url: string,
    form: { payload: Buffer; contentType: string },
  ) =>
    api.request({
      tenant: 'demo',
      customerId,
      method: 'POST',
      url,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });

  return { api, dataDir, eventStore, cursor, events, asJan, asMarie, multipart };
}
