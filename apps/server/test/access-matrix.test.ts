// The access matrix, grown from the route table (decision 025): every /api route the app
// registers (route-table.ts), called with a valid request built from its own schemas and Jan's
// real ids (route-examples.ts). A customer route: no token → 401, a token of another tenant's
// realm → 401, Marie (same tenant) and Camille (another tenant, on her own host) on Jan's ids →
// 404 where the route addresses a record by id, else their own answer; never Jan's data, never a
// 5xx, and Jan's answers unchanged after all their calls; then Jan's own writes are not 404. A
// public route answers without a token.
// A route the rules cannot call, or whose reads give Jan nothing, fails the first test unless
// access-matrix-overrides.ts says why.
import { ErrorCode } from '@portal/contract/error-code';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { matrixOverrides } from './access-matrix-overrides.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { janKnownValues } from './jan-known-values.ts';
import { isRead, type MatrixCall, matrixCalls } from './matrix-calls.ts';
import { injectOf } from './route-calls.ts';
import { type ApiRoute, collectApiRoutes, isIntegrationRoute } from './route-table.ts';
import { withSupportValues } from './support-known-values.ts';

const janEmail = 'jan.peeters@example.be';

/** What is wrong with a refusal, or undefined when it is the status and code expected. */
function refusalProblem(
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
): string | undefined {
  const body = response.json();
  if (response.statusCode === status && body.data === null && body.errors?.[0]?.code === code) {
    return undefined;
  }
  return `${response.statusCode} ${response.body.slice(0, 200)} (expected ${status} ${code})`;
}

describe.each(testDialects())('access matrix on %s', (dialect) => {
  let routes: ApiRoute[] = [];
  const api = useCustomerApi(dialect, {
    keepDemoFiles: true,
    beforeRegister: (server) => {
      routes = collectApiRoutes(server);
    },
  });
  let calls: MatrixCall[] = [];
  /** Routes the rules cannot call, with why. */
  let escapes: string[] = [];

  const send = (call: MatrixCall, headers: Record<string, string>) =>
    api.app.server.inject(injectOf(call.route, call.values, headers));
  const as = async (tenant: string, customerId: number) => ({
    'x-subdomain': tenant,
    authorization: await api.bearer(tenant, customerId),
  });
  const customerCalls = () => calls.filter((call) => call.route.access === 'customer');

  beforeAll(async () => {
    // The integration API's routes have their own matrix (integration-access-refusals.test.ts).
    routes = routes.filter((route) => !isIntegrationRoute(route));
    const jan = await as('demo', api.jan.customerId);
    const contexts = await withSupportValues(await janKnownValues(api, routes), (request) =>
      api.app.server.inject({ ...request, headers: { ...jan, ...request.headers } }),
    );
    const sendAsJan = (route: ApiRoute, values: MatrixCall['values']) =>
      api.app.server.inject(injectOf(route, values, jan));
    ({ calls, escapes } = await matrixCalls(routes, contexts, sendAsJan));
  });

  it('calls every registered /api route, or names why it cannot', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(escapes).toEqual([]);
    // An override for a route that no longer needs it (or no longer exists) is dropped.
    const keys = new Set(routes.map((route) => route.key));
    const stale = Object.keys(matrixOverrides).filter(
      (key) => !keys.has(key) || calls.some((call) => call.route.key === key && call.jan),
    );
    expect(stale).toEqual([]);
  });

  it('answers every public route without a token, in the envelope', async () => {
    const problems: string[] = [];
    for (const call of calls) {
      if (call.route.access !== 'public') continue;
      const response = await send(call, { 'x-subdomain': 'demo' });
      const keys = Object.keys(response.json()).sort().join();
      if (response.statusCode === 401 || response.statusCode >= 500 || keys !== 'data,errors') {
        problems.push(`${call.route.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses every customer route without a token, or with another realm’s token (401)', async () => {
    const camilleToken = await as('helios', api.camille.customerId);
    const problems: string[] = [];
    for (const call of customerCalls()) {
      const anonymous = await send(call, { 'x-subdomain': 'demo' });
      const foreign = await send(call, { ...camilleToken, 'x-subdomain': 'demo' });
      for (const [who, response] of [
        ['no token', anonymous],
        ['helios token', foreign],
      ] as const) {
        const problem = refusalProblem(response, 401, ErrorCode.Unauthenticated);
        if (problem) problems.push(`${call.route.key} with ${who}: ${problem}`);
      }
    }
    expect(customerCalls().length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it.each([
    ['Marie, of the same tenant', 'demo', 'marie'],
    ['Camille, of another tenant on her own host', 'helios', 'camille'],
  ] as const)('gives %s nothing of Jan’s', async (_, tenant, who) => {
    const headers = await as(tenant, api[who].customerId);
    const problems: string[] = [];
    for (const call of customerCalls()) {
      const response = await send(call, headers);
      const key = call.route.key;
      if (call.byRecordId) {
        const problem = refusalProblem(response, 404, ErrorCode.NotFound);
        if (problem) problems.push(`${key}: ${problem}`);
        continue;
      }
      if (response.statusCode >= 500) problems.push(`${key}: ${response.statusCode}`);
      if (response.body.includes(janEmail)) problems.push(`${key}: Jan's e-mail address`);
      const mine = response.statusCode === 200 && call.jan?.statusCode === 200;
      if (mine && response.body === call.jan?.body) problems.push(`${key}: Jan's answer`);
    }
    expect(problems).toEqual([]);
  });

  it('leaves Jan’s answers as they were after every other caller', async () => {
    // Jan's answers are read here, not taken from the set-up: a test of this file that writes as
    // Jan may have run before.
    const jan = await as('demo', api.jan.customerId);
    // An archive Jan asked for there is made by the background job, on its own time: its state
    // and progress move whoever calls. His answers are read once it has settled.
    await vi.waitFor(
      async () => {
        const answer = await api.app.server.inject({
          method: 'GET',
          url: '/api/customers/me/data-export',
          headers: jan,
        });
        expect(['queued', 'running']).not.toContain(answer.json().data.state);
      },
      { timeout: 20_000, interval: 500 },
    );
    const reads = customerCalls().filter((call) =>
      call.jan?.headers['content-type']?.toString().startsWith('application/json'),
    );
    const before: string[] = [];
    for (const call of reads) before.push((await send(call, jan)).body);
    const others = [
      { 'x-subdomain': 'demo' },
      await as('demo', api.marie.customerId),
      await as('helios', api.camille.customerId),
    ];
    for (const headers of others) {
      for (const call of customerCalls()) await send(call, headers);
    }
    const changed: string[] = [];
    for (const [index, call] of reads.entries()) {
      const after = await send(call, jan);
      if (after.body !== before[index]) changed.push(call.route.key);
    }
    expect(changed).toEqual([]);
  });

  // Jan's own writes with the same requests are not refused as unknown, so the others' 404 above
  // was about whose record it is. It changes Jan's data: the test above reads his answers itself.
  it('accepts Jan’s own writes on the ids the others were refused', async () => {
    const jan = await as('demo', api.jan.customerId);
    const refused: string[] = [];
    for (const call of customerCalls().filter((call) => !isRead(call.route))) {
      const response = await send(call, jan);
      if (response.statusCode === 404 || response.statusCode >= 500) {
        refused.push(`${call.route.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
