// What the integration upsert tests share (integration-upserts-*.test.ts): the integration API on
// one dialect (integration-api.ts), PUT and GET as the back office, the customer's bearer for the
// downloads they make, and a look at what a write left in the demo tenant's tables. Registers its
// own beforeAll/afterAll in the describe block it is called in.
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import { useIntegrationApi, V1 } from './integration-api.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';

export function useIntegrationUpserts(dialect: Dialect) {
  const api = useIntegrationApi(dialect);
  // One realm key for the customer's tokens in this app: a second would wait for the key cache.
  let bearerFor: BearerFor | undefined;
  const customerBearer = async () => {
    bearerFor ??= await realmBearers(api.app, ['demo']);
    return bearerFor;
  };
  const put = (url: string, payload: unknown) =>
    api.call({ method: 'PUT', url: `${V1}${url}`, payload });
  const get = (url: string) => api.call({ method: 'GET', url: `${V1}${url}` });

  const countRows = async (
    table: 'customers' | 'offers' | 'orders' | 'invoices',
    externalId: string,
  ) =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', api.tenantId('demo'))
          .where('external_id', '=', externalId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const customerIdOf = async (externalId: string) =>
    (
      await api.db
        .selectFrom('customers')
        .select('id')
        .where('tenant_id', '=', api.tenantId('demo'))
        .where('external_id', '=', externalId)
        .executeTakeFirstOrThrow()
    ).id;
  const notificationsOf = async (customerId: number) =>
    api.db
      .selectFrom('notifications')
      .select(['notification_key', 'params'])
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
  /** The demo's seeded Jan: his id and the first name a sync must repeat to adopt him. */
  const seededJan = () =>
    api.db
      .selectFrom('customers')
      .select(['id', 'first_name'])
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('email', '=', 'jan.peeters@example.be')
      .executeTakeFirstOrThrow();
  const pendingFileCount = async (): Promise<number> => {
    const rows = await api.db.selectFrom('pending_files').select('storage_key').execute();
    return rows.length;
  };

  return {
    api,
    customerBearer,
    put,
    get,
    countRows,
    customerIdOf,
    notificationsOf,
    seededJan,
    pendingFileCount,
  };
}
