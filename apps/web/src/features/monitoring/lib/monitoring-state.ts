// Locally persisted monitoring state (spec §3): the monitoring-enabled flag and the selected
// device. Monitoring is enabled when the feature is on and (the flag is set or the device list is
// non-empty) (spec §5); the device list arrives with the monitoring issue, which also sets the flag.
import { Feature, hasFeature } from '@portal/domain/feature';
import { z } from 'zod/mini';
import { readLocalFlag } from '../../../lib/storage';
import { MONITORING_DEVICE_KEY, MONITORING_ENABLED_KEY } from '../../../lib/storage-keys';

export const monitoringDeviceSchema = z.object({
  id: z.number(),
  deviceId: z.string(),
  name: z.optional(z.string()),
  monitoringIntegration: z.string(),
});
export type MonitoringDevice = z.infer<typeof monitoringDeviceSchema>;

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

export function readSelectedDevice(): MonitoringDevice | undefined {
  try {
    const raw = window.localStorage.getItem(MONITORING_DEVICE_KEY);
    const parsed = monitoringDeviceSchema.safeParse(raw ? JSON.parse(raw) : undefined);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Insights need the current device to be a flexio device. */
export function selectedDeviceHasInsights(): boolean {
  return readSelectedDevice()?.monitoringIntegration === FLEXIO_INTEGRATION;
}
