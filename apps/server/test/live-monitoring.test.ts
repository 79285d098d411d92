// Live monitoring through the real app on both databases (decision 048): the device
// list and its isolation, enableBroadcast, the socket's refusals with their close codes and a
// socket receiving the simulator's balanced messages. The lifecycle on a fake clock is
// src/features/monitoring/live/live-streams.test.ts; Redis and MQTT have their own files.
import { ErrorCode } from '@portal/contract/error-code';
import { liveMessageSchema, MonitoringCloseCode } from '@portal/contract/monitoring';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config.ts';
import { API_AUDIENCE, embeddedIssuer } from '../src/platform/tenancy/realm-settings.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { balances, closeCodeOf, listeningOrigin, messagesOf, socketUrl } from './live-socket.ts';
import { testNow } from './test-app.ts';
import { createRealmTestKey, signToken, storeRealmKey } from './token-minter.ts';

const janDevice = 'FLX-7A31C0';

describe.each(testDialects())('live monitoring on %s', (dialect) => {
  const api = useCustomerApi(dialect);
  const token = async (tenant: string, customerId: number) =>
    (await api.bearer(tenant, customerId)).replace(/^Bearer /, '');

  it('lists the customer’s own devices, and no one else’s', async () => {
    const jan = await api.call('demo', api.jan.customerId, 'GET', '/api/monitoring/getDevices');
    expect(jan.statusCode).toBe(200);
    const devices = jan.json().data;
    expect(devices.map((device: { deviceId: string }) => device.deviceId)).toEqual([
      janDevice,
      'SMP-5010042736',
    ]);
    expect(devices[0]).toEqual({
      id: expect.any(Number),
      deviceId: janDevice,
      name: 'Thuisbatterij en zonnepanelen',
      monitoringIntegration: 'flexio',
    });
    const marie = await api.call('demo', api.marie.customerId, 'GET', '/api/monitoring/getDevices');
    expect(marie.body).not.toContain(janDevice);
    // Helios has no monitoring feature: 403 in the envelope, like support where it is off.
    const camille = await api.call(
      'helios',
      api.camille.customerId,
      'GET',
      '/api/monitoring/getDevices',
    );
    expect(camille.statusCode).toBe(403);
    expect(camille.json()).toMatchObject({ data: null, errors: [{ code: ErrorCode.Forbidden }] });
  });

  it('enables the broadcast of the customer’s device only', async () => {
    const enable = (tenant: string, customerId: number, deviceId: string) =>
      api.call(tenant, customerId, 'POST', '/api/monitoring/enableBroadcast', { deviceId });
    const jan = await enable('demo', api.jan.customerId, janDevice);
    expect(jan.statusCode).toBe(200);
    expect(jan.json().data).toEqual({ enabled: true, stopsAt: expect.any(String) });
    for (const response of [
      await enable('demo', api.marie.customerId, janDevice),
      await enable('demo', api.jan.customerId, 'NO-SUCH-DEVICE'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ data: null, errors: [{ code: ErrorCode.NotFound }] });
    }
    expect((await enable('helios', api.camille.customerId, janDevice)).statusCode).toBe(403);
  });

  it('refuses sockets with a distinct close code for each reason', async () => {
    const origin = await listeningOrigin(api.app.server);
    const demo = await findTenantBySubdomain(api.db, 'demo');
    if (!demo) throw new Error('no demo tenant');
    const key = await createRealmTestKey('ES256');
    await storeRealmKey(api.db, demo.id, key, testNow);
    const seconds = Math.floor(testNow.getTime() / 1000);
    const signed = (claims: Record<string, unknown>) =>
      signToken(key, {
        iss: embeddedIssuer(loadConfig({}), 'demo'),
        aud: API_AUDIENCE,
        sub: String(api.jan.customerId),
        iat: seconds,
        exp: seconds + 600,
        ...claims,
      });
    const jan = await token('demo', api.jan.customerId);
    const cases: [string, Record<string, string>, number][] = [
      ['no token', { subdomain: 'demo', deviceId: janDevice }, MonitoringCloseCode.Unauthenticated],
      [
        'an expired token',
        {
          subdomain: 'demo',
          deviceId: janDevice,
          accessToken: await signed({ iat: seconds - 1200, exp: seconds - 600 }),
        },
        MonitoringCloseCode.Unauthenticated,
      ],
      [
        'a token of a revoked grant (its session ended)',
        {
          subdomain: 'demo',
          deviceId: janDevice,
          accessToken: await signed({ grant_id: 'revoked-grant', sid: 'ended' }),
        },
        MonitoringCloseCode.Unauthenticated,
      ],
      [
        'another tenant’s token',
        {
          subdomain: 'demo',
          deviceId: janDevice,
          accessToken: await token('helios', api.camille.customerId),
        },
        MonitoringCloseCode.Unauthenticated,
      ],
      [
        'another customer’s device',
        {
          subdomain: 'demo',
          deviceId: janDevice,
          accessToken: await token('demo', api.marie.customerId),
        },
        MonitoringCloseCode.UnknownDevice,
      ],
      [
        'a tenant without monitoring',
        {
          subdomain: 'helios',
          deviceId: janDevice,
          accessToken: await token('helios', api.camille.customerId),
        },
        MonitoringCloseCode.Forbidden,
      ],
      [
        'an unknown tenant',
        { subdomain: 'nobody', deviceId: janDevice, accessToken: jan },
        MonitoringCloseCode.UnknownTenant,
      ],
      [
        'a malformed query',
        { subdomain: 'demo', accessToken: jan },
        MonitoringCloseCode.BadRequest,
      ],
    ];
    const got: [string, number][] = [];
    for (const [name, query] of cases)
      got.push([name, await closeCodeOf(socketUrl(origin, query))]);
    expect(got).toEqual(cases.map(([name, , code]) => [name, code]));
  });

  it('streams the simulator’s balanced readings, at most one a second', async () => {
    const origin = await listeningOrigin(api.app.server);
    const enabled = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      '/api/monitoring/enableBroadcast',
      {
        deviceId: janDevice,
      },
    );
    expect(enabled.statusCode).toBe(200);
    const url = socketUrl(origin, {
      subdomain: 'demo',
      accessToken: await token('demo', api.jan.customerId),
      deviceId: janDevice,
    });
    const started = performance.now();
    const messages = (await messagesOf(url, 3)).map((message) => liveMessageSchema.parse(message));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(1900);
    for (const message of messages) {
      expect(message).toMatchObject({ deviceId: janDevice, source: 'simulator' });
      expect(balances(message)).toBe(true);
    }
    // The demo's flexio home has a battery: its charge state is a percentage.
    expect(messages[0]?.batteryChargeState).toBeGreaterThanOrEqual(0);
  });
});
