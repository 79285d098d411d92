// GET monitoring/getDevices and POST monitoring/enableBroadcast (spec §7, decision 048): the
// customer's devices, and starting or renewing one device's live stream. Another customer's (or
// tenant's) device is 404 like one that does not exist; the monitoring feature is checked by the
// routes' scope (platform/http/feature-gate.ts), before either.
import { ErrorCode } from '@portal/contract/error-code';
import type { BroadcastEnabled, MonitoringDevice } from '@portal/contract/monitoring';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { LiveStreams } from './live/live-streams.ts';
import { findMonitoringDevice, listMonitoringDevices } from './monitoring-device-repository.ts';

export interface MonitoringService {
  devices(scope: RequestScope): Promise<MonitoringDevice[]>;
  enableBroadcast(scope: RequestScope, deviceId: string): Promise<BroadcastEnabled>;
}

export function createMonitoringService(
  deps: Pick<ServiceDeps, 'db'> & { liveStreams: LiveStreams },
): MonitoringService {
  return {
    devices: (scope) => listMonitoringDevices(deps.db, customerOwner(scope)),
    async enableBroadcast(scope, deviceId) {
      const device = await findMonitoringDevice(deps.db, customerOwner(scope), deviceId);
      if (!device) throw new AppError(ErrorCode.NotFound, 'Device not found.');
      const stopsAt = await deps.liveStreams.enable(scope.tenant, device.deviceId);
      return { enabled: true, stopsAt: stopsAt.toISOString() };
    },
  };
}
