// Valid calls of a route built from its schemas and what a caller knows: the tenant and the ids of
// one of its installations (GET installations/ gives them). A param, query or body field is filled
// from the name of what it addresses (`:id` after /offers/, offerId, OfferID and Offer_ID all say
// "offer"); an enum param tries each of its values; anything else is drawn from its schema with a
// fixed seed and kept only if the route's own zod schema accepts it (decision 025).
import fc from 'fast-check';
import { z } from 'zod/mini';
import type { CallValues } from './route-calls.ts';
import type { ApiRoute } from './route-table.ts';
import {
  isRecordIdSchema,
  jsonSchemaOf,
  PNG_BYTES,
  propertiesOf,
  validValue,
} from './schema-arbitraries.ts';

/** What a caller knows, by entity: each entity's values (an installation may have two invoices). */
export type KnownValues = Readonly<Record<string, readonly (string | number)[]>>;

/** The installation rows name their ids as the ERP does (contract/installation.ts). */
const erpNames: Readonly<Record<string, string>> = {
  /** A row's own id is its index in the customer's list. */
  '': 'installationindex',
  orderdeliveries: 'delivery',
  prepaymentinvoice: 'invoice',
  versionnumber: 'version',
};

/** The entity a name stands for: offerId, OfferID and offer_id are all "offer". */
export function entityOf(name: string): string {
  const entity = name
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()
    .replace(/id$/, '');
  return erpNames[entity] ?? entity;
}

/** A path param's entity; a bare `:id` is the record of the segment before it (/orders/:id). */
export function paramEntity(url: string, name: string): string {
  if (name !== 'id') return entityOf(name);
  const segments = url.split('/');
  const before = segments[segments.indexOf(':id') - 1] ?? '';
  return entityOf(before.replace(/ies$/, 'y').replace(/s$/, ''));
}

/** The ids of each installation row (numbers under id-like names), with the tenant. */
export function knownValuesOf(
  rows: readonly Record<string, unknown>[],
  tenant: string,
): KnownValues[] {
  return rows.map((row) => {
    const known: Record<string, (string | number)[]> = { subdomain: [tenant] };
    for (const [name, value] of Object.entries(row)) {
      if (typeof value !== 'number' || !/(^id|ID|Id|Number)$/.test(name)) continue;
      const entity = entityOf(name);
      known[entity] = [...(known[entity] ?? []), value];
    }
    return known;
  });
}

const seed = 20261125;

/** A value of the schema: the required fields drawn, the known ones filled; undefined if none of
 * the draws passes the zod schema. */
function sampleValid(schema: z.core.$ZodType, known: KnownValues): unknown {
  const json = jsonSchemaOf(schema);
  const required = new Set(json.required ?? []);
  const properties = propertiesOf(json);
  for (const sample of fc.sample(validValue(json), { seed, numRuns: 100 })) {
    let value = sample;
    if (properties.length > 0 && typeof sample === 'object' && sample !== null) {
      const kept = Object.entries(sample).filter(([name]) => required.has(name));
      for (const [name] of properties) {
        const values = known[entityOf(name)];
        if (values?.[0] !== undefined) kept.push([name, values[0]]);
      }
      value = Object.fromEntries(kept);
    }
    if (z.safeParse(schema, value).success) return value;
  }
  return undefined;
}

function product(choices: [string, readonly unknown[]][]): Record<string, unknown>[] {
  return choices.reduce<Record<string, unknown>[]>(
    (rows, [name, values]) =>
      rows.flatMap((row) => values.map((value) => ({ ...row, [name]: value }))),
    [{}],
  );
}

/** The choices for each path param, or undefined when this installation lacks one of its ids. */
function paramChoices(
  route: ApiRoute,
  known: KnownValues,
  everKnown: ReadonlySet<string>,
): [string, readonly unknown[]][] | undefined {
  // The URL names every param, with or without a schema for it.
  const declared = new Map(route.params ? propertiesOf(jsonSchemaOf(route.params)) : []);
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].flatMap((match) => match[1] ?? []);
  const choices: [string, readonly unknown[]][] = [];
  for (const name of names) {
    const property = declared.get(name) ?? {};
    const entity = paramEntity(route.url, name);
    const values = known[entity];
    if (everKnown.has(entity)) {
      if (values === undefined) return undefined;
      choices.push([name, values]);
    } else if (property.enum !== undefined) {
      choices.push([name, property.enum]);
    } else if (isRecordIdSchema(property) || !declared.has(name)) {
      // An id the caller does not know, or a param without a schema: no rule can fill it.
      return undefined;
    } else {
      const value = fc.sample(validValue(property), { seed, numRuns: 1 })[0];
      choices.push([name, [value]]);
    }
  }
  return choices;
}

/** The calls a caller with these known values could make, most specific first. */
export function exampleCalls(route: ApiRoute, contexts: readonly KnownValues[]): CallValues[] {
  const everKnown = new Set(contexts.flatMap((known) => Object.keys(known)));
  const calls = new Map<string, CallValues>();
  for (const known of contexts) {
    const choices = paramChoices(route, known, everKnown);
    if (choices === undefined) continue;
    const rest = restOf(route, known);
    if (rest === undefined) continue;
    for (const params of product(choices)) {
      const textParams = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, String(value)]),
      );
      if (route.params && !z.safeParse(route.params, textParams).success) continue;
      const call = { ...rest, params: textParams };
      calls.set(JSON.stringify(call), call);
    }
  }
  return [...calls.values()];
}

/** The query, body or form of a valid call; undefined when no drawn value passes the schema. */
function restOf(route: ApiRoute, known: KnownValues): Omit<CallValues, 'params'> | undefined {
  const rest: Omit<CallValues, 'params'> = {};
  // A write that declares neither a body schema nor a form reads what no rule can know.
  if (route.method !== 'GET' && route.body === undefined && route.multipart === undefined) {
    return undefined;
  }
  if (route.querystring) {
    const query = sampleValid(route.querystring, known);
    if (query === undefined) return undefined;
    if (typeof query === 'object' && query !== null) rest.query = { ...query };
  }
  if (route.body) {
    const body = sampleValid(route.body, known);
    if (body === undefined) return undefined;
    rest.body = { json: body };
  }
  if (route.multipart) {
    const fields = sampleValid(route.multipart.fields, known);
    if (typeof fields !== 'object' || fields === null) return undefined;
    const files = Object.entries(route.multipart.files);
    // A PNG is the one file the tests make: a form taking anything else needs an example here.
    if (files.some(([, types]) => !types.includes('image/png'))) return undefined;
    const png = (field: string) => ({ field, bytes: PNG_BYTES, type: 'image/png' });
    rest.form = { fields: { ...fields }, files: files.map(([field]) => png(field)) };
  }
  return rest;
}

function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (typeof value === 'object' && value !== null) {
    const object: Record<string, unknown> = { ...value };
    yield object;
    for (const item of Object.values(object)) yield* objectsIn(item);
  }
}

/** A write that addresses a record may need values only the record has (the upsell to accept
 * is named by its type and name): the drawn text fields of its body or form are replaced by
 * those of one object, among the answers of the reads of the same record, that has them all. */
export function withRecordValues(
  call: CallValues,
  schema: z.core.$ZodType | undefined,
  answers: readonly unknown[],
): CallValues | undefined {
  const part = partOf(call);
  const texts = textFieldsOf(call);
  if (schema === undefined || part === undefined || texts.length === 0) return undefined;
  for (const object of answers.flatMap((answer) => [...objectsIn(answer)])) {
    if (!texts.every((name) => typeof object[name] === 'string')) continue;
    const values = { ...part, ...Object.fromEntries(texts.map((name) => [name, object[name]])) };
    if (!z.safeParse(schema, values).success) continue;
    return call.form
      ? { ...call, form: { ...call.form, fields: values } }
      : { ...call, body: { json: values } };
  }
  return undefined;
}

function partOf(call: CallValues): Record<string, unknown> | undefined {
  const part = call.form?.fields ?? (call.body && 'json' in call.body ? call.body.json : undefined);
  return typeof part === 'object' && part !== null ? { ...part } : undefined;
}

/** The text fields of a call's body or form. */
export function textFieldsOf(call: CallValues): string[] {
  return Object.entries(partOf(call) ?? {})
    .filter(([, value]) => typeof value === 'string')
    .map(([name]) => name);
}
