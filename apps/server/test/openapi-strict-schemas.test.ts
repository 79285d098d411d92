// The integration API's OpenAPI document compiles, schema by schema, in Ajv's strict JSON Schema
// 2020-12 mode: the dialect OpenAPI 3.1 names, so a client generated or validated from the
// document (Ajv is what most JavaScript validators run) accepts every request and answer schema.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { useIntegrationApi, V1 } from './integration-api.ts';

type Json = Record<string, unknown>;

/** Every schema of the document, named by where it sits. */
function schemasOf(document: Json): [string, Json][] {
  const found: [string, Json][] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        found.push([`${where} parameter ${String(parameter.name)}`, parameter.schema as Json]);
      }
      const body = (operation.requestBody as Json | undefined)?.content as
        | Record<string, Json>
        | undefined;
      for (const [type, content] of Object.entries(body ?? {})) {
        found.push([`${where} body ${type}`, content.schema as Json]);
      }
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      for (const [status, response] of Object.entries(responses)) {
        const content = (response.content ?? {}) as Record<string, Json>;
        for (const [type, entry] of Object.entries(content)) {
          if (entry.schema) found.push([`${where} ${status} ${type}`, entry.schema as Json]);
        }
      }
    }
  }
  return found;
}

describe('the OpenAPI document in strict JSON Schema 2020-12', () => {
  const api = useIntegrationApi('sqlite');

  it('compiles every request and answer schema with Ajv, strict', async () => {
    const response = await api.call({ method: 'GET', url: `${V1}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json() as Json;
    const schemas = schemasOf(document);
    expect(schemas.length).toBeGreaterThan(70);
    const failures: string[] = [];
    for (const [where, schema] of schemas) {
      // A fresh validator per schema: strict mode also refuses a schema id seen twice.
      const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
      try {
        ajv.compile(schema);
      } catch (error) {
        failures.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
