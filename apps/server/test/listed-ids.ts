// Record ids that only a customer's list read gives (decision 025's known values come from the
// installation rows): GET articleDocuments names the `articledocument` ids of GET
// articleDocuments/{id}. Each customer read without path params whose answer is a list of
// objects with a numeric `id` adds those ids under the entity of its last segment, unless the
// installation rows already know that entity. The matrix, the fuzzer and the serialisation test
// then call such routes on Jan's real records.
import type { LightMyRequestResponse } from 'fastify';
import type { CallValues } from './route-calls.ts';
import { entityOf, exampleCalls, type KnownValues } from './route-examples.ts';
import type { ApiRoute } from './route-table.ts';

export async function withListedIds(
  routes: readonly ApiRoute[],
  contexts: readonly KnownValues[],
  send: (route: ApiRoute, values: CallValues) => Promise<LightMyRequestResponse>,
): Promise<KnownValues[]> {
  const known = new Set(contexts.flatMap((context) => Object.keys(context)));
  const listed: Record<string, number[]> = {};
  for (const route of routes) {
    if (route.access !== 'customer' || route.method !== 'GET' || route.url.includes(':')) continue;
    const last =
      route.url
        .split('/')
        .filter((segment) => segment !== '')
        .at(-1) ?? '';
    const entity = entityOf(last.replace(/ies$/, 'y').replace(/s$/, ''));
    const [values] = exampleCalls(route, contexts);
    if (known.has(entity) || values === undefined || !route.answersJson) continue;
    const response = await send(route, values);
    if (response.statusCode !== 200) continue;
    const data: unknown = response.json().data;
    const ids = (Array.isArray(data) ? data : []).flatMap((item: unknown) =>
      typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number'
        ? [item.id]
        : [],
    );
    if (ids.length > 0) listed[entity] = ids;
  }
  return contexts.map((context) => ({ ...context, ...listed }));
}
