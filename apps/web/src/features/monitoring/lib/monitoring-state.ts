// Locally persisted monitoring state (spec §3): the monitoring-enabled flag and the selected
// device. Monitoring is enabled when the feature is on and (the flag is set or the device list is
// non-empty) (spec §5). This module is part of the app's start (the navigation and the insights
// guard read it), so it holds no more than those reads and writes; the device list lives in
// api/get-devices.ts, loaded with the monitoring pages.
import type { MonitoringDevice } from '@portal/contract/monitoring';
import { Feature, hasFeature } from '@portal/domain/feature';
import { z } from 'zod/mini';
import { readLocalFlag, writeLocalFlag } from '../../../lib/storage';
import { MONITORING_DEVICE_KEY, MONITORING_ENABLED_KEY } from '../../../lib/storage-keys';

export type { MonitoringDevice };

/**
 * The contract's device schema, written again on purpose (as the notifications badge does):
 * importing the contract's module would put the live message schema into the first page's chunk.
 * The annotation keeps the two the same.
 */
const storedDeviceSchema: z.ZodMiniType<MonitoringDevice> = z.object({
  id: z.number(),
  deviceId: z.string(),
  name: z.string(),
  monitoringIntegration: z.string(),
});

/** The integration whose devices offer insights (spec §2, §5). */
export const FLEXIO_INTEGRATION = 'flexio';

export function isMonitoringEnabled(
  features: readonly string[],
  devices: readonly MonitoringDevice[] = [],
): boolean {
  return (
    hasFeature(features, Feature.Monitoring) &&
    (readLocalFlag(MONITORING_ENABLED_KEY) || devices.length > 0)
  );
}

/** "The monitoring-enabled flag is persisted as true when any devices exist" (spec §4). */
export function rememberDevicesExist(devices: readonly MonitoringDevice[]): void {
  if (devices.length > 0) writeLocalFlag(MONITORING_ENABLED_KEY, true);
}

export function readSelectedDevice(): MonitoringDevice | undefined {
  try {
    const raw = window.localStorage.getItem(MONITORING_DEVICE_KEY);
    const parsed = storedDeviceSchema.safeParse(raw ? JSON.parse(raw) : undefined);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeSelectedDevice(device: MonitoringDevice): void {
  try {
    window.localStorage.setItem(MONITORING_DEVICE_KEY, JSON.stringify(device));
  } catch {
    // Not persisted: the first device is selected again next time.
  }
}

/**
 * The device the monitoring pages show: the stored choice while the customer still has it
 * (matched by id, its other fields refreshed from the list), else the first device.
 */
export function currentDevice(devices: readonly MonitoringDevice[]): MonitoringDevice | undefined {
  const stored = readSelectedDevice();
  return devices.find((device) => device.id === stored?.id) ?? devices[0];
}

/** Insights need the current device to be a flexio device. */
export function selectedDeviceHasInsights(): boolean {
  return readSelectedDevice()?.monitoringIntegration === FLEXIO_INTEGRATION;
}
