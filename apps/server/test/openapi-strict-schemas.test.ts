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
    // One validator for all: a fresh one per schema costs its meta-schema each time, and the
    // document's schemas carry no $id that two could share.
    const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
    for (const [where, schema] of schemas) {
      try {
        ajv.compile(schema);
      } catch (error) {
        failures.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lists per operation only the errors it can answer, and the bearer challenge on 401', async () => {
    const document = (await api.call({ method: 'GET', url: `${V1}/openapi.json` })).json() as Json;
    const paths = document.paths as Record<string, Record<string, Json>>;
    const wrong: string[] = [];
    let operations = 0;
    for (const [path, byMethod] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        operations += 1;
        const statuses = Object.keys(operation.responses as Json);
        const where = `${method.toUpperCase()} ${path}`;
        if (method === 'get' && statuses.includes('409')) wrong.push(`${where}: 409 on a read`);
        if (!operation.requestBody && statuses.includes('413')) {
          wrong.push(`${where}: 413 without a body`);
        }
        const unauthorized = (operation.responses as Record<string, Json>)['401'];
        if (!(unauthorized?.headers as Json | undefined)?.['WWW-Authenticate']) {
          wrong.push(`${where}: 401 without WWW-Authenticate`);
        }
      }
    }
    expect(operations).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
    // A write keeps its lifecycle refusal and its size limit.
    const putCustomer = paths['/customers/{externalId}']?.put?.responses as Json;
    expect(Object.keys(putCustomer)).toEqual(expect.arrayContaining(['409', '413']));
  });

  it('documents the batch body as the endpoint takes it: any record, each checked on its own', async () => {
    const document = (await api.call({ method: 'GET', url: `${V1}/openapi.json` })).json() as Json;
    const batch = (document.paths as Record<string, Record<string, Json>>)['/batch']?.post ?? {};
    const content = (batch.requestBody as Json).content as Record<string, Json>;
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    const validate = ajv.compile(content['application/json']?.schema as Json);
    const body = {
      records: [
        { kind: 'customer', externalId: 'c-1', data: { email: 'not an address' } },
        'not a record',
        { kind: 'giftCard' },
      ],
    };
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    // What a gateway passes, the endpoint takes, and lists the bad records as rejected.
    const answer = await api.call({ method: 'POST', url: `${V1}/batch`, payload: body });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.rejected.map((entry: { index: number }) => entry.index)).toEqual([
      0, 1, 2,
    ]);
    // The envelope itself still is what it is: no records, or no list, is refused.
    expect(validate({ records: [] })).toBe(false);
    expect(validate({ records: 'all' })).toBe(false);
  });
});
