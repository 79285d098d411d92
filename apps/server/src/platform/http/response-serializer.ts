// Responses written from the route's own response schema: the zod schema becomes a JSON Schema
// (zod's toJSONSchema, the wire shape) and fast-json-stringify compiles a writer for it once per
// route and status. That writer outputs exactly the declared properties (extra fields of a record
// are left out, as zod's parse left them out) without validating every field again on each call,
// which zod's serializer did. A schema JSON Schema cannot express (a transform) keeps zod's
// serializer. Decision 015.
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

export const responseSerializerCompiler: SerializerCompiler = (route) => {
  const { schema } = route;
  // zod's core class, which every schema extends, the contract's and the server's (zod/mini).
  if (!(schema instanceof z.core.$ZodType)) {
    throw new TypeError(`${route.method} ${route.url}: a response schema must be a zod schema`);
  }
  const jsonSchema = jsonSchemaOf(schema);
  return jsonSchema ? fastJson(jsonSchema) : zodSerializerCompiler({ ...route, schema });
};

/** The wire shape (the schema's input side, what zod's encode produced), or undefined. */
export function jsonSchemaOf(schema: z.core.$ZodType): Schema | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'throw',
    });
    return jsonSchema as Schema;
  } catch {
    return undefined;
  }
}
