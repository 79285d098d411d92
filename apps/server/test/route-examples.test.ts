// The access matrix grows by itself (decision 025): a route added tomorrow is called on Jan's
// ids from its schemas alone, with no entry anywhere; a route whose record no rule can find
// gets no call, which the matrix reports as an escape. No database: a bare Fastify instance
// with the app's validator and the same access marks api.ts sets.
import { recordId } from '@portal/contract/record-id';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { signatureForm } from '../src/features/offers/routes/signature-form.ts';
import { markRouteAccess } from '../src/platform/http/route-access.ts';
import { injectOf } from './route-calls.ts';
import { exampleCalls, knownValuesOf } from './route-examples.ts';
import { collectApiRoutes } from './route-table.ts';

/** Two of Jan's installation rows, named as GET installations/ names them. */
const rows = [
  { id: 0, OfferID: 7, VersionNumber: 2, OrderID: null, Order_DeliveriesID: null },
  { id: 1, OfferID: 8, VersionNumber: 1, OrderID: 5, Order_DeliveriesID: 9 },
];

async function tomorrowsRoutes() {
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  const routes = collectApiRoutes(server);
  await server.register(
    async (customerApi) => {
      markRouteAccess(customerApi, 'customer');
      const ok = async () => ({ data: null, errors: [] });
      customerApi.get(
        '/deliveries/:id/photos/:kind',
        { schema: { params: z.strictObject({ id: recordId, kind: z.enum(['front', 'back']) }) } },
        ok,
      );
      customerApi.post(
        '/offers/:offerId/remarks',
        {
          schema: {
            params: z.strictObject({ offerId: recordId }),
            body: z.strictObject({
              versionNumber: recordId,
              text: z.string().check(z.minLength(1), z.maxLength(20)),
            }),
          },
        },
        ok,
      );
      customerApi.post(
        '/offers/:id/counter-sign',
        { config: { multipart: signatureForm(z.strictObject({ version: recordId })) } },
        ok,
      );
      customerApi.post('/offers/:id/archive', ok);
      customerApi.get('/widgets/:id', { schema: { params: z.strictObject({ id: recordId }) } }, ok);
    },
    { prefix: '/api' },
  );
  await server.ready();
  return routes;
}

describe('route examples', () => {
  it('calls a new route on Jan’s ids from its schemas alone, and none it cannot address', async () => {
    const routes = await tomorrowsRoutes();
    const contexts = knownValuesOf(rows, 'demo');
    const [photos, remarks, counterSign, archive, widgets] = routes.map((route) => {
      expect(route.access).toBe('customer');
      return exampleCalls(route, contexts).map((values) => injectOf(route, values, {}));
    });
    expect(photos?.map((call) => call.url)).toEqual([
      '/api/deliveries/9/photos/front',
      '/api/deliveries/9/photos/back',
    ]);
    expect(remarks?.[0]?.url).toBe('/api/offers/7/remarks');
    const remark = JSON.parse(String(remarks?.[0]?.payload));
    expect(remark.versionNumber).toBe(2);
    expect(remark.text.length).toBeGreaterThan(0);
    expect(counterSign?.map((call) => call.url)).toEqual([
      '/api/offers/7/counter-sign',
      '/api/offers/8/counter-sign',
    ]);
    expect(String(counterSign?.[0]?.payload)).toContain('name="version"\r\n\r\n2\r\n');
    expect(String(counterSign?.[0]?.payload)).toContain('Content-Type: image/png');
    // A write without a body schema or a form, and an id Jan has none of: no call, and the
    // matrix names each route as one that escapes it.
    expect(archive).toEqual([]);
    expect(widgets).toEqual([]);
  });
});
