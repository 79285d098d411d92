// The access matrix's calls (decision 025): for every route of the route table, one valid call on
// Jan's ids built from its schemas (route-examples.ts). A read uses the first of Jan's ids that
// answers him (jan-reads.ts); a write on a record takes the values that record has from Jan's
// reads of it. What cannot be called is an escape, named with why.
import type { LightMyRequestResponse } from 'fastify';
import { matrixOverrides } from './access-matrix-overrides.ts';
import { firstAnswered } from './jan-reads.ts';
import type { CallValues } from './route-calls.ts';
import {
  exampleCalls,
  type KnownValues,
  paramEntity,
  textFieldsOf,
  withRecordValues,
} from './route-examples.ts';
import type { ApiRoute } from './route-table.ts';
import { isRecordIdSchema, jsonSchemaOf, propertiesOf } from './schema-arbitraries.ts';

export interface MatrixCall {
  route: ApiRoute;
  values: CallValues;
  /** A path param is a record id: anyone but the record's owner gets 404. */
  byRecordId: boolean;
  /** Jan's own answer, for the reads. */
  jan?: LightMyRequestResponse;
}

export type SendAsJan = (route: ApiRoute, values: CallValues) => Promise<LightMyRequestResponse>;

export const isRead = (route: ApiRoute) => route.method === 'GET';

function addressesRecord(route: ApiRoute): boolean {
  if (route.params === undefined) return false;
  return propertiesOf(jsonSchemaOf(route.params)).some(([, schema]) => isRecordIdSchema(schema));
}

/** A route's call on Jan's ids, or why there is none. */
async function janCall(
  route: ApiRoute,
  contexts: readonly KnownValues[],
  send: SendAsJan,
): Promise<MatrixCall | string> {
  if (route.access === undefined) return 'registered outside the public and customer scopes';
  const candidates = exampleCalls(route, contexts);
  if (candidates[0] === undefined) return 'no valid call can be built from its schemas';
  const call: MatrixCall = { route, values: candidates[0], byRecordId: addressesRecord(route) };
  if (route.access !== 'customer' || !isRead(route)) return call;
  const answered = await firstAnswered(candidates, (values) => send(route, values));
  if (answered) return { ...call, values: answered.values, jan: answered.response };
  if (matrixOverrides[route.key]?.janGetsNothing !== undefined) return call;
  return `Jan gets no answer for any of his ids (${candidates.length} tried)`;
}

/** Jan's JSON answers to the reads of the same resource, on the same record ids as a call. */
async function answersOnSameRecord(
  routes: readonly ApiRoute[],
  write: ApiRoute,
  values: CallValues,
  contexts: readonly KnownValues[],
  send: SendAsJan,
): Promise<unknown[]> {
  const resource = (route: ApiRoute) => route.url.split('/')[2];
  const ids = (route: ApiRoute, params: Record<string, unknown>) =>
    Object.entries(params).map(([name, value]) => `${paramEntity(route.url, name)}=${value}`);
  const wanted = ids(write, values.params);
  const answers: unknown[] = [];
  for (const read of routes) {
    if (read.access !== 'customer' || !isRead(read) || !read.answersJson) continue;
    if (resource(read) !== resource(write)) continue;
    for (const candidate of exampleCalls(read, contexts)) {
      const have = ids(read, candidate.params);
      if (!wanted.every((id) => have.includes(id))) continue;
      const response = await send(read, candidate);
      if (response.statusCode === 200) answers.push(response.json().data);
    }
  }
  return answers;
}

/** A write on a record takes the text values that record has, on the first of Jan's records
 * that has them (withRecordValues); else it keeps the values drawn from its schema. */
async function withJansValues(
  routes: readonly ApiRoute[],
  call: MatrixCall,
  contexts: readonly KnownValues[],
  send: SendAsJan,
): Promise<MatrixCall> {
  const schema = call.route.multipart?.fields ?? call.route.body;
  if (!call.byRecordId || textFieldsOf(call.values).length === 0) return call;
  for (const values of exampleCalls(call.route, contexts)) {
    const answers = await answersOnSameRecord(routes, call.route, values, contexts, send);
    const filled = withRecordValues(values, schema, answers);
    if (filled) return { ...call, values: filled };
  }
  return call;
}

export async function matrixCalls(
  routes: readonly ApiRoute[],
  contexts: readonly KnownValues[],
  send: SendAsJan,
): Promise<{ calls: MatrixCall[]; escapes: string[] }> {
  const calls: MatrixCall[] = [];
  const escapes: string[] = [];
  for (const route of routes) {
    const call = await janCall(route, contexts, send);
    if (typeof call === 'string') {
      escapes.push(`${route.key}: ${call}`);
    } else {
      const isWrite = route.access === 'customer' && !isRead(route);
      calls.push(isWrite ? await withJansValues(routes, call, contexts, send) : call);
    }
  }
  return { calls, escapes };
}
