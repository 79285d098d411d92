// Who may watch a device on the monitoring socket (decision 048): the same checks as a bearer call
// of the customer API, the token coming in the query because browsers cannot set headers on a
// WebSocket. The tenant named by `subdomain`, a token of its realm, not expired, its session and
// grant alive (platform/identity/customer-authentication.ts, as the bearer hook), a customer of the
// tenant, the monitoring feature, and the device the customer's. Each refusal has its close code.
// An allowed socket is held under its session and customer (live/live-socket-registry.ts): it
// closes when the session ends, and the oldest closes beyond the caps (decision 069).

import type { MonitoringCloseCode as CloseCode } from '@portal/contract/monitoring';
import { MonitoringCloseCode } from '@portal/contract/monitoring';
import { Feature, hasFeature } from '@portal/domain/feature';
import type { LiveListener } from '../../platform/cache/live-channel.ts';
import type { CustomerAuthentication } from '../../platform/identity/customer-authentication.ts';
import { customerOwner } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantDirectory } from '../../platform/tenancy/tenant-directory.ts';
import { createLiveSocketRegistry } from './live/live-socket-registry.ts';
import type { LiveStreams } from './live/live-streams.ts';
import { findMonitoringDevice } from './monitoring-device-repository.ts';

export interface LiveSocketRequest {
  subdomain: string;
  accessToken?: string | undefined;
  deviceId: string;
  client: { ip: string; userAgent: string };
}

/** Closes the socket (the route's WebSocket). */
export type CloseSocket = (code: CloseCode, reason: string) => void;

export type LiveSocketAccess =
  | { allowed: true; watch(send: LiveListener, close: CloseSocket): () => void }
  | { allowed: false; closeCode: MonitoringCloseCode; reason: string };

export interface LiveSocketGate {
  open(request: LiveSocketRequest): Promise<LiveSocketAccess>;
  /** The live sockets open on this instance. */
  openSockets(): number;
}

const refused = (closeCode: MonitoringCloseCode, reason: string): LiveSocketAccess => ({
  allowed: false,
  closeCode,
  reason,
});

export function createLiveSocketGate(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'sessionEndings'> & { liveStreams: LiveStreams } & {
    tenants: TenantDirectory;
    authentication: CustomerAuthentication;
  },
): LiveSocketGate {
  const held = createLiveSocketRegistry(deps.config.liveSocketLimits, deps.sessionEndings);
  return {
    openSockets: () => held.count(),
    async open({ subdomain, accessToken, deviceId, client }) {
      const tenant = await deps.tenants.find(subdomain);
      if (!tenant) return refused(MonitoringCloseCode.UnknownTenant, 'unknown tenant');
      if (!accessToken) return refused(MonitoringCloseCode.Unauthenticated, 'token required');
      const session = await deps.authentication.authenticateSession(accessToken, tenant, client);
      if (!session) return refused(MonitoringCloseCode.Unauthenticated, 'token not valid');
      const { scope, principal } = session;
      if (!scope.customer || !hasFeature(tenant.portalConfig.features, Feature.Monitoring)) {
        return refused(MonitoringCloseCode.Forbidden, 'monitoring not available');
      }
      const device = await findMonitoringDevice(deps.db, customerOwner(scope), deviceId);
      if (!device) return refused(MonitoringCloseCode.UnknownDevice, 'device not found');
      return {
        allowed: true,
        watch(send, close) {
          const release = held.hold({
            tenantId: tenant.id,
            customerId: principal.customerId,
            grantId: principal.grantId,
            sessionId: principal.sessionId,
            close,
          });
          const stop = deps.liveStreams.watch(tenant, device.deviceId, send);
          return () => {
            release();
            stop();
          };
        },
      };
    },
  };
}
