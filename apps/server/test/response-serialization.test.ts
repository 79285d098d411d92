// Responses are written by fast-json-stringify from each route's schema
// (platform/http/response-serializer.ts) instead of zod's serializer. For every customer read of
// the route table, called on Jan's ids as the access matrix calls it (route-examples.ts), as Jan
// and as Marie (so 200s and 404 envelopes), the bytes sent are exactly those zod's serializer makes
// of the same payload. And fields a schema does not declare are still left out.
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { responseSerializerCompiler } from '../src/platform/http/response-serializer.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { janKnownValues } from './jan-known-values.ts';
import { firstAnswered } from './jan-reads.ts';
import { type CallValues, injectOf } from './route-calls.ts';
import { exampleCalls } from './route-examples.ts';
import { type ApiRoute, collectApiRoutes } from './route-table.ts';

/** What zod's serializer (the one before) wrote for the payload, or its error. */
let zodWrote: string | undefined;
/** Everything it wrote: an answer kept from an earlier call (decision 022) is not written again. */
const everWritten = new Set<string>();

function responseSchemaOf(schema: FastifySchema | undefined, status: number): unknown {
  const responses = schema?.response;
  return typeof responses === 'object' && responses !== null
    ? (responses as Record<string, unknown>)[String(status)]
    : undefined;
}

describe.each(testDialects())('response serialisation on %s', (dialect) => {
  let routes: ApiRoute[] = [];
  const api = useCustomerApi(dialect, {
    keepDemoFiles: true,
    beforeRegister: (server) => {
      routes = collectApiRoutes(server);
      server.addHook('preSerialization', async (request, reply, payload) => {
        const schema = responseSchemaOf(request.routeOptions.schema, reply.statusCode);
        if (!(schema instanceof z.core.$ZodType)) return payload;
        const route = { schema, method: request.method, url: request.url, httpStatus: '' };
        try {
          zodWrote = zodSerializerCompiler(route)(payload);
          everWritten.add(zodWrote);
        } catch (error) {
          zodWrote = `zod refused: ${String(error)}`;
        }
        return payload;
      });
    },
  });
  const reads: { route: ApiRoute; values: CallValues }[] = [];
  beforeAll(async () => {
    const headers = {
      'x-subdomain': 'demo',
      authorization: await api.bearer('demo', api.jan.customerId),
    };
    const contexts = await janKnownValues(api, routes);
    for (const route of routes) {
      if (route.access !== 'customer' || route.method !== 'GET') continue;
      const candidates = exampleCalls(route, contexts);
      const send = (values: CallValues) => api.app.server.inject(injectOf(route, values, headers));
      const answered = await firstAnswered(candidates, send);
      const values = answered?.values ?? candidates[0];
      if (values) reads.push({ route, values });
    }
  });

  it('sends what zod wrote for every customer read, for its owner and for another customer', async () => {
    expect(reads.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const { route, values } of reads) {
      for (const customerId of [api.jan.customerId, api.marie.customerId]) {
        zodWrote = undefined;
        const headers = {
          'x-subdomain': 'demo',
          authorization: await api.bearer('demo', customerId),
        };
        const response = await api.app.server.inject(injectOf(route, values, headers));
        const where = `${route.key} as ${customerId}: ${response.statusCode}`;
        if (response.statusCode >= 500) problems.push(where);
        // A file (a PDF) has no JSON schema and is sent as it is.
        if (!response.headers['content-type']?.toString().startsWith('application/json')) continue;
        const kept = zodWrote === undefined && everWritten.has(response.body);
        if (response.body !== zodWrote && !kept) {
          problems.push(`${where}: ${response.body} ≠ ${zodWrote}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('response serializer', () => {
  it('leaves out what the schema does not declare, at every depth', async () => {
    const schema = z.object({
      data: z.object({ id: z.number(), lines: z.array(z.object({ text: z.string() })) }),
      errors: z.tuple([]),
    });
    const server = Fastify();
    server.setSerializerCompiler(responseSerializerCompiler);
    server.get(
      '/thing',
      { schema: { response: { 200: schema, 404: errorEnvelopeSchema } } },
      () => ({
        data: { id: 1, secret: 'x', lines: [{ text: 'a', hidden: true }] },
        errors: [],
        extra: 1,
      }),
    );
    const response = await server.inject({ url: '/thing' });
    expect(response.body).toBe('{"data":{"id":1,"lines":[{"text":"a"}]},"errors":[]}');
    await server.close();
  });
});
