// Responses are written by fast-json-stringify from each route's schema (http/response-serializer.ts)
// instead of zod's serializer. For every read of the access matrix, as Jan and as Marie on Jan's
// ids (so 200s and 404 envelopes), the bytes sent are exactly those zod's serializer makes of the
// same payload. And fields a schema does not declare are still left out.
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../src/http/response-serializer.ts';
import { matrixContext } from './access-matrix-context.ts';
import { accessMatrix, type MatrixContext } from './access-matrix-table.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';

const reads = Object.keys(accessMatrix).filter((key) => key.startsWith('GET '));

/** What zod's serializer (the one before) wrote for the payload, or its error. */
let zodWrote: string | undefined;

function responseSchemaOf(schema: FastifySchema | undefined, status: number): unknown {
  const responses = schema?.response;
  return typeof responses === 'object' && responses !== null
    ? (responses as Record<string, unknown>)[String(status)]
    : undefined;
}

describe.each(testDialects())('response serialisation on %s', (dialect) => {
  const api = useCustomerApi(dialect, {
    beforeRegister: (server) => {
      server.addHook('preSerialization', async (request, reply, payload) => {
        const schema = responseSchemaOf(request.routeOptions.schema, reply.statusCode);
        if (!(schema instanceof z.ZodType)) return payload;
        const route = { schema, method: request.method, url: request.url, httpStatus: '' };
        try {
          zodWrote = zodSerializerCompiler(route)(payload);
        } catch (error) {
          zodWrote = `zod refused: ${String(error)}`;
        }
        return payload;
      });
    },
  });
  let context: MatrixContext;
  beforeAll(async () => {
    context = await matrixContext(api);
  });

  const read = async (key: string, customerId: number) => {
    const entry = accessMatrix[key];
    const request = entry?.access === 'customer' ? entry.request(context) : entry?.request;
    if (!request) throw new Error(`no request for ${key}`);
    zodWrote = undefined;
    const response = await api.request({ tenant: 'demo', customerId, url: request.url });
    return { response, zodWrote };
  };

  it.each(reads)('%s sends what zod wrote, for its owner and for another customer', async (key) => {
    const statuses: number[] = [];
    for (const customerId of [api.jan.customerId, api.marie.customerId]) {
      const { response, zodWrote } = await read(key, customerId);
      statuses.push(response.statusCode);
      // A file (a PDF) has no JSON schema and is sent as it is.
      if (response.headers['content-type']?.toString().startsWith('application/json')) {
        expect(zodWrote, `${key} as ${customerId}`).toBeDefined();
        expect(response.body).toBe(zodWrote);
      }
    }
    expect(statuses.every((status) => status < 500)).toBe(true);
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
