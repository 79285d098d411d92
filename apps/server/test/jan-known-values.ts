// What Jan knows, for the calls of the access matrix and the fuzzer (decision 025): the ids of his
// installation rows (GET installations/), and the ids of every list the customer API serves
// without a param (GET notifications, …), named by the list's resource: the items of
// /api/notifications are "notification" ids. A route that addresses one of them by id is then
// called like any other, with no entry of its own.
import type { CustomerApi } from './customer-api.ts';
import { injectOf } from './route-calls.ts';
import { entityOf, type KnownValues, knownValuesOf } from './route-examples.ts';
import type { ApiRoute } from './route-table.ts';

/** Text ids the items of a list name (a device's `deviceId`), by entity: a body field of the same
 * name (POST monitoring/enableBroadcast's deviceId) is then filled with Jan's own. */
function textIdsOf(data: unknown): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  if (!Array.isArray(data)) return found;
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    for (const [name, value] of Object.entries(item)) {
      if (typeof value !== 'string' || !/Id$/.test(name)) continue;
      const entity = entityOf(name);
      found[entity] = [...(found[entity] ?? []), value];
    }
  }
  return found;
}

function idsOf(data: unknown): number[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number'
      ? [item.id]
      : [],
  );
}

export async function janKnownValues(
  api: CustomerApi,
  routes: readonly ApiRoute[],
): Promise<KnownValues[]> {
  const jan = {
    'x-subdomain': 'demo',
    authorization: await api.bearer('demo', api.jan.customerId),
  };
  const installations = await api.call('demo', api.jan.customerId, 'GET', '/api/installations/');
  const listed: Record<string, (number | string)[]> = {};
  for (const route of routes) {
    const resource = route.url.split('/')[2] ?? '';
    if (route.access !== 'customer' || route.method !== 'GET' || route.params !== undefined) {
      continue;
    }
    if (resource === 'installations' || !route.answersJson) continue;
    const response = await api.app.server.inject(injectOf(route, { params: {} }, jan));
    if (response.statusCode !== 200) continue;
    Object.assign(listed, textIdsOf(response.json().data));
    const ids = idsOf(response.json().data);
    if (ids.length > 0) listed[entityOf(resource.replace(/ies$/, 'y').replace(/s$/, ''))] = ids;
  }
  // The device list answers under /monitoring, so its ids are not named "device" there; the
  // history and insights routes address a device by its own id (deviceId), read here directly.
  const devices = await api.db
    .selectFrom('monitoring_devices')
    .select('device_id')
    .where('customer_id', '=', api.jan.customerId)
    .orderBy('device_id')
    .execute();
  listed.device = devices.map((row) => row.device_id);
  return knownValuesOf(installations.json().data, 'demo').map((known) => ({
    ...listed,
    ...known,
  }));
}
