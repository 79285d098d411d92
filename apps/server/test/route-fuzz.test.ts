// No 5xx from input (decision 025): every /api route of the route table (route-table.ts) is sent
// requests drawn from its own schemas (route-requests.ts), valid and hostile, as Jan with his
// real ids among the values. No answer is a 5xx, and every 4xx is the envelope with a code of
// the contract. Bounded by a fixed seed and a number of runs per route (decision 025); a failure
// prints the seed, the path and the smallest request that fails: FUZZ_SEED and FUZZ_RUNS replay
// or widen a run.
import { ErrorCode } from '@portal/contract/error-code';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { janKnownValues } from './jan-known-values.ts';
import { injectOf } from './route-calls.ts';
import type { KnownValues } from './route-examples.ts';
import { routeRequests } from './route-requests.ts';
import { type ApiRoute, collectApiRoutes, isIntegrationRoute } from './route-table.ts';
import { withSupportValues } from './support-known-values.ts';

const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 30);
const codes: readonly string[] = Object.values(ErrorCode);

/** What is wrong with an answer to any request, or undefined. */
function answerProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return undefined;
  if (!response.headers['content-type']?.toString().startsWith('application/json')) {
    return `${response.statusCode} is not JSON: ${response.headers['content-type']}`;
  }
  const body = response.json();
  const errors: unknown = body.errors;
  const inEnvelope =
    Object.keys(body).sort().join() === 'data,errors' &&
    body.data === null &&
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((error) => codes.includes(error?.code) && typeof error?.message === 'string');
  return inEnvelope ? undefined : `${response.statusCode} outside the envelope: ${response.body}`;
}

describe.each(testDialects())('every route fuzzed from its schema on %s', (dialect) => {
  let routes: ApiRoute[] = [];
  const api = useCustomerApi(dialect, {
    keepDemoFiles: true,
    beforeRegister: (server) => {
      routes = collectApiRoutes(server);
    },
  });
  let contexts: KnownValues[] = [];
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    // The integration API's routes are fuzzed with its own tokens
    // (integration-access-walk.test.ts).
    routes = routes.filter((route) => !isIntegrationRoute(route));
    headers = {
      'x-subdomain': 'demo',
      authorization: await api.bearer('demo', api.jan.customerId),
    };
    contexts = await withSupportValues(await janKnownValues(api, routes), (request) =>
      api.app.server.inject({ ...request, headers: { ...headers, ...request.headers } }),
    );
  });

  it(
    'answers no request with a 5xx, and every 4xx in the envelope with a known code',
    async () => {
      expect(routes.length).toBeGreaterThan(30);
      let sent = 0;
      for (const [index, route] of routes.entries()) {
        const property = fc.asyncProperty(routeRequests(route, contexts), async (values) => {
          sent += 1;
          const response = await api.app.server.inject(injectOf(route, values, headers));
          const problem = answerProblem(response);
          if (problem) throw new Error(`${route.key}: ${problem}`);
        });
        await fc.assert(property, {
          seed: seed + index,
          numRuns: runsPerRoute,
          endOnFailure: false,
        });
      }
      expect(sent).toBeGreaterThanOrEqual(routes.length * runsPerRoute);
      // A wider run (FUZZ_RUNS) gets the time it needs.
    },
    Math.max(30_000, runsPerRoute * 1000),
  );
});
