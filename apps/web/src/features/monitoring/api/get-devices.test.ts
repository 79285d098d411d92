// The device list (spec §4, §9): one request while loading, none within 30 minutes of the last
// fetch (also after a reload, from the kept list), and the monitoring-enabled flag once any device
// exists.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocalFlag } from '../../../lib/storage';
import { MONITORING_ENABLED_KEY } from '../../../lib/storage-keys';
import { devicesQueryOptions } from './get-devices';

const device = { id: 1, deviceId: 'dev-1', name: 'Thuis', monitoringIntegration: 'flexio' };

function answer(devices: unknown[]) {
  return vi.fn(async () => new Response(JSON.stringify({ data: devices, errors: [] })));
}

describe('device list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once while loading and not again within 30 minutes of the last fetch', async () => {
    const fetch = answer([device]);
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const [a, b] = await Promise.all([
      client.fetchQuery(devicesQueryOptions()),
      client.fetchQuery(devicesQueryOptions()),
    ]);
    expect(a).toEqual([device]);
    expect(b).toEqual([device]);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 30 * 60_000 - 1);
    await client.fetchQuery(devicesQueryOptions());
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2);
    await client.fetchQuery(devicesQueryOptions());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the list across a reload for the rest of the 30 minutes', async () => {
    const fetch = answer([device]);
    vi.stubGlobal('fetch', fetch);
    await new QueryClient().fetchQuery(devicesQueryOptions());
    vi.setSystemTime(Date.now() + 20 * 60_000);
    // A new page: a new cache, seeded from storage.
    expect(await new QueryClient().fetchQuery(devicesQueryOptions())).toEqual([device]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stores the monitoring-enabled flag when any device exists, not for an empty list', async () => {
    vi.stubGlobal('fetch', answer([]));
    await new QueryClient().fetchQuery(devicesQueryOptions());
    expect(readLocalFlag(MONITORING_ENABLED_KEY)).toBe(false);
    localStorage.clear();
    vi.stubGlobal('fetch', answer([device]));
    await new QueryClient().fetchQuery(devicesQueryOptions());
    expect(readLocalFlag(MONITORING_ENABLED_KEY)).toBe(true);
  });
});
