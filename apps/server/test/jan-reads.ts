// Jan's reads in the matrix: of the calls his ids give a route (route-examples.ts), the first he
// gets an answer for, and one that is not an empty list when there is one, so that another
// caller's refusal of the same call is about whose record it is, not about a bad id.
import type { LightMyRequestResponse } from 'fastify';
import type { CallValues } from './route-calls.ts';

export interface AnsweredCall {
  values: CallValues;
  response: LightMyRequestResponse;
}

function isEmptyList(response: LightMyRequestResponse): boolean {
  if (!response.headers['content-type']?.toString().startsWith('application/json')) return false;
  const { data } = response.json();
  return Array.isArray(data) && data.length === 0;
}

export async function firstAnswered(
  candidates: readonly CallValues[],
  send: (values: CallValues) => Promise<LightMyRequestResponse>,
): Promise<AnsweredCall | undefined> {
  let empty: AnsweredCall | undefined;
  for (const values of candidates) {
    const response = await send(values);
    if (response.statusCode !== 200) continue;
    if (!isEmptyList(response)) return { values, response };
    empty ??= { values, response };
  }
  return empty;
}
