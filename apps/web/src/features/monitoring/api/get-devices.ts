// GET monitoring/getDevices (spec §7): the customer's monitoring devices. Cached (spec §4, §9):
// never fetched twice at once (the query shares one request while it loads) and not again within
// 30 minutes of the last fetch, also across reloads: the list is kept in the `monitoring` storage
// entry with the time it was fetched, and seeds the query with that time. A fetched list that is
// not empty sets the monitoring-enabled flag.
import {
  type MonitoringDevice,
  monitoringDeviceListSchema,
  monitoringDeviceSchema,
} from '@portal/contract/monitoring';
import { DEVICE_LIST_CACHE_MS, StorageKey } from '@portal/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { monitoringKeys } from '../../../lib/query-keys';
import { localStore } from '../../../lib/storage';
import { rememberDevicesExist } from '../lib/monitoring-state';

const keptListSchema = z.object({
  fetchedAt: z.number(),
  devices: z.array(monitoringDeviceSchema),
});

export async function getDevices(signal?: AbortSignal): Promise<MonitoringDevice[]> {
  const devices = await apiGet('monitoring/getDevices', monitoringDeviceListSchema, {
    auth: true,
    signal,
  });
  localStore.write(StorageKey.Monitoring, { fetchedAt: Date.now(), devices });
  rememberDevicesExist(devices);
  return devices;
}

export const devicesQueryOptions = () => {
  const kept = localStore.read(StorageKey.Monitoring, keptListSchema);
  return queryOptions({
    queryKey: monitoringKeys.devices(),
    queryFn: ({ signal }) => getDevices(signal),
    staleTime: DEVICE_LIST_CACHE_MS,
    gcTime: DEVICE_LIST_CACHE_MS,
    initialData: kept?.devices,
    initialDataUpdatedAt: kept?.fetchedAt,
  });
};

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
