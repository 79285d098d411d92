// Who may watch a device on the monitoring socket (decision 048): the same checks as a bearer call
// of the customer API, the token coming in the query because browsers cannot set headers on a
// WebSocket. The tenant named by `subdomain`, a token of its realm, not expired, its session and
// grant alive (platform/identity/customer-authentication.ts, as the bearer hook), a customer of the
// tenant, the monitoring feature, and the device the customer's. Each refusal has its close code.
import { MonitoringCloseCode } from '@portal/contract/monitoring';
import { Feature, hasFeature } from '@portal/domain/feature';
import type { LiveListener } from '../../platform/cache/live-channel.ts';
import type { CustomerAuthentication } from '../../platform/identity/customer-authentication.ts';
import { customerOwner } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantDirectory } from '../../platform/tenancy/tenant-directory.ts';
import type { LiveStreams } from './live/live-streams.ts';
import { findMonitoringDevice } from './monitoring-device-repository.ts';

export interface LiveSocketRequest {
  subdomain: string;
  accessToken?: string | undefined;
  deviceId: string;
  client: { ip: string; userAgent: string };
}

export type LiveSocketAccess =
  | { allowed: true; watch(send: LiveListener): () => void }
  | { allowed: false; closeCode: MonitoringCloseCode; reason: string };

export interface LiveSocketGate {
  open(request: LiveSocketRequest): Promise<LiveSocketAccess>;
}

const refused = (closeCode: MonitoringCloseCode, reason: string): LiveSocketAccess => ({
  allowed: false,
  closeCode,
  reason,
});

export function createLiveSocketGate(
  deps: Pick<ServiceDeps, 'db'> & { liveStreams: LiveStreams } & {
    tenants: TenantDirectory;
    authentication: CustomerAuthentication;
  },
): LiveSocketGate {
  return {
    async open({ subdomain, accessToken, deviceId, client }) {
      const tenant = await deps.tenants.find(subdomain);
      if (!tenant) return refused(MonitoringCloseCode.UnknownTenant, 'unknown tenant');
      if (!accessToken) return refused(MonitoringCloseCode.Unauthenticated, 'token required');
      const scope = await deps.authentication.authenticate(accessToken, tenant, client);
      if (!scope) return refused(MonitoringCloseCode.Unauthenticated, 'token not valid');
      if (!scope.customer || !hasFeature(tenant.portalConfig.features, Feature.Monitoring)) {
        return refused(MonitoringCloseCode.Forbidden, 'monitoring not available');
      }
      const device = await findMonitoringDevice(deps.db, customerOwner(scope), deviceId);
      if (!device) return refused(MonitoringCloseCode.UnknownDevice, 'device not found');
      return {
        allowed: true,
        watch: (send) => deps.liveStreams.watch(tenant, device.deviceId, send),
      };
    },
  };
}
