// fast-check arbitraries of whole requests to one route, from its own schemas (route-table.ts):
// params, query, JSON body or multipart form, and headers, each valid (with Jan's real ids among
// the values, so that valid requests reach the services) or hostile (schema-arbitraries.ts), and
// raw bodies that are not what they claim to be. The fuzzer sends them (decision 025).
import fc from 'fast-check';
import type { CallValues, FormFile } from './route-calls.ts';
import type { KnownValues } from './route-examples.ts';
import { entityOf, paramEntity } from './route-examples.ts';
import type { ApiRoute } from './route-table.ts';
import {
  hostileObject,
  hostileScalar,
  jsonSchemaOf,
  PNG_BYTES,
  propertiesOf,
  validValue,
} from './schema-arbitraries.ts';

type JsonSchema = ReturnType<typeof jsonSchemaOf>;

/** Every value the caller knows for an entity, across its installations. */
function knownOf(contexts: readonly KnownValues[], entity: string): (string | number)[] {
  return [...new Set(contexts.flatMap((known) => known[entity] ?? []))];
}

/** Each part of a request as a valid value and as a hostile one. */
interface Part<T> {
  valid: fc.Arbitrary<T>;
  hostile: fc.Arbitrary<T>;
}

const none: Part<undefined> = { valid: fc.constant(undefined), hostile: fc.constant(undefined) };

/** A value the schema accepts, mostly one Jan knows where the name says what it addresses. */
function validSlot(schema: JsonSchema, known: (string | number)[]): fc.Arbitrary<unknown> {
  if (known.length === 0) return validValue(schema);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: validValue(schema) },
  );
}

function validObject(schema: JsonSchema, contexts: readonly KnownValues[]) {
  const slots = Object.fromEntries(
    propertiesOf(schema).map(([name, property]) => [
      name,
      validSlot(property, knownOf(contexts, entityOf(name))),
    ]),
  );
  return fc.record(slots, { requiredKeys: schema.required ?? [] });
}

const pathText = fc.oneof(
  hostileScalar,
  fc.constantFrom('..', '%', '/', '?', '#', ' ', '%00', 'a/b', '1;2', '1,2', '01', '+1', '1e3'),
);

function paramsOf(
  route: ApiRoute,
  contexts: readonly KnownValues[],
): Part<Record<string, unknown>> {
  const declared = new Map(route.params ? propertiesOf(jsonSchemaOf(route.params)) : []);
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].flatMap((match) => match[1] ?? []);
  const slots = names.map((name) => {
    const known = knownOf(contexts, paramEntity(route.url, name));
    return [name, validSlot(declared.get(name) ?? {}, known)] as const;
  });
  const valid = fc.record(Object.fromEntries(slots));
  if (names.length === 0) return { valid, hostile: valid };
  const hostile = fc
    .tuple(valid, fc.constantFrom(...names), pathText)
    .map(([params, name, value]) => ({ ...params, [name]: value }));
  return { valid, hostile };
}

const queryGarbage = fc.dictionary(
  fc.constantFrom('id', 'lang', 'type', '__proto__', 'constructor', 'a[b]', 'subDomain', ''),
  fc.oneof(hostileScalar, fc.array(hostileScalar, { maxLength: 3 })),
  { maxKeys: 3 },
);

function queryOf(route: ApiRoute, contexts: readonly KnownValues[]): Part<unknown> {
  if (route.querystring === undefined) return none;
  const schema = jsonSchemaOf(route.querystring);
  return {
    valid: validObject(schema, contexts),
    hostile: fc.oneof(hostileObject(schema), queryGarbage),
  };
}

const rawBodies = fc.record({
  raw: fc.oneof(
    fc.constantFrom('', '{', 'null', '[]', '"text"', '{"a":', '\u0000', '{"__proto__":{"x":1}}'),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constant(`{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`),
    fc.constantFrom(
      `{"a":${'['.repeat(100_000)}`,
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    ),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'multipart/form-data',
    'application/octet-stream',
    'image/png',
  ),
});

type Body = NonNullable<CallValues['body']>;

function jsonBodyOf(route: ApiRoute, contexts: readonly KnownValues[]): Part<Body | undefined> {
  if (route.body === undefined) return none;
  const schema = jsonSchemaOf(route.body);
  return {
    valid: validObject(schema, contexts).map((json) => ({ json })),
    hostile: fc.oneof(
      { weight: 3, arbitrary: hostileObject(schema).map((json) => ({ json })) },
      { weight: 1, arbitrary: rawBodies },
    ),
  };
}

const svg = (inside: string, size = '10') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${inside}</svg>`,
  );

const fileBytes = fc.oneof(
  fc.constant(PNG_BYTES),
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc
    .uint8Array({ maxLength: 100 })
    .map((bytes) => Buffer.concat([PNG_BYTES.subarray(0, 16), bytes])),
  fc.uint8Array({ maxLength: 100 }).map((bytes) => Buffer.from([0xff, 0xd8, 0xff, ...bytes])),
  fc.constantFrom(
    svg('<path d="M0 0 L10 10"/>'),
    svg('', '1e9'),
    svg('<path d="M0 0 L10 10 Z Q 1 1 2 2"/>'.repeat(200)),
    svg(`${'<g>'.repeat(500)}${'</g>'.repeat(500)}`),
    svg('<image href="file:///etc/passwd"/>'),
    Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "x">]><svg>&x;</svg>'),
    Buffer.from('   '),
  ),
);

/** What the form asks for: the declared image in each file field. */
function validFiles(route: ApiRoute): FormFile[] {
  return Object.keys(route.multipart?.files ?? {}).map((field) => ({
    field,
    bytes: PNG_BYTES,
    type: 'image/png',
  }));
}

function hostileFiles(route: ApiRoute): fc.Arbitrary<FormFile[]> {
  const declared = Object.entries(route.multipart?.files ?? {});
  const names = [...declared.map(([name]) => name), 'other'];
  const types = [...declared.flatMap(([, accepted]) => accepted), 'text/plain', 'image/gif', ''];
  const file = fc.record({
    field: fc.constantFrom(...names),
    bytes: fileBytes,
    type: fc.constantFrom(...types),
  });
  return fc.array(file, { maxLength: 2 });
}

type Form = Pick<CallValues, 'form' | 'body'>;

function formOf(route: ApiRoute, contexts: readonly KnownValues[]): Part<Form | undefined> {
  if (route.multipart === undefined) return none;
  const schema = jsonSchemaOf(route.multipart.fields);
  const files = validFiles(route);
  return {
    valid: validObject(schema, contexts).map((fields) => ({ form: { fields, files } })),
    hostile: fc.oneof(
      {
        weight: 2,
        arbitrary: fc.tuple(hostileObject(schema), fc.boolean()).map(([fields, keepFiles]) => ({
          form: {
            fields: isRecord(fields) ? fields : { value: fields },
            files: keepFiles ? files : [],
          },
        })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(validObject(schema, contexts), hostileFiles(route))
          .map(([fields, hostile]) => ({ form: { fields, files: hostile } })),
      },
      { weight: 1, arbitrary: rawBodies.map((body) => ({ body })) },
    ),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const headerText = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 300,
  }),
  fc.constantFrom('*', 'en-US,en;q=0.9', 'nl;q=abc', 'x-klingon', '-', ';;;', 'a'.repeat(8000)),
);

/** The headers a route's schema names, and Accept-Language, which every route may read. */
function headersOf(route: ApiRoute): Part<Record<string, string> | undefined> {
  const declared = route.headers ? propertiesOf(jsonSchemaOf(route.headers)) : [];
  const names = [...declared.map(([name]) => name), 'accept-language'];
  return {
    valid: fc.constant(undefined),
    hostile: fc.dictionary(fc.constantFrom(...names), headerText, { maxKeys: names.length }),
  };
}

const partNames = ['params', 'query', 'body', 'form', 'headers'] as const;
type PartName = (typeof partNames)[number];

/** Requests to one route: valid ones, and valid ones with some parts made hostile (a request
 * hostile everywhere would stop at its first check and leave the later ones untried). */
export function routeRequests(
  route: ApiRoute,
  contexts: readonly KnownValues[],
): fc.Arbitrary<CallValues> {
  const parts = {
    params: paramsOf(route, contexts),
    query: queryOf(route, contexts),
    body: jsonBodyOf(route, contexts),
    form: formOf(route, contexts),
    headers: headersOf(route),
  };
  const hostileParts = fc.oneof(
    { weight: 1, arbitrary: fc.constant<PartName[]>([]) },
    { weight: 4, arbitrary: fc.subarray([...partNames], { minLength: 1 }) },
  );
  const pick = <T>(part: Part<T>, hostile: boolean) => (hostile ? part.hostile : part.valid);
  return hostileParts.chain((hostile) => {
    const is = (name: PartName) => hostile.includes(name);
    return fc
      .record({
        params: pick(parts.params, is('params')),
        query: pick(parts.query, is('query')),
        body: pick(parts.body, is('body')),
        form: pick(parts.form, is('form')),
        headers: pick(parts.headers, is('headers')),
      })
      .map(({ params, query, body, form, headers }) => ({
        params,
        ...(query === undefined ? {} : { query }),
        ...(body === undefined ? {} : { body }),
        ...(form ?? {}),
        ...(headers === undefined ? {} : { headers }),
      }));
  });
}
