// The physical bounds of a device's installation, for the live streams (decision 069).
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import type { PhysicalBounds } from './live/physical-bounds.ts';
import { findDeviceBounds } from './monitoring-device-repository.ts';

export type DeviceBounds = (tenant: TenantRecord, deviceId: string) => Promise<PhysicalBounds>;

export function createDeviceBounds(deps: Pick<ServiceDeps, 'db'>): DeviceBounds {
  return (tenant, deviceId) => findDeviceBounds(deps.db, tenant.id, deviceId);
}
