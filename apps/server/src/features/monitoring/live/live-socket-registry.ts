// The live sockets an instance holds, by tenant and customer (decision 069), so that a socket
// ends with its session and no customer or tenant holds more than its share of the instance's
// open files. A session that ends (logout, revocation, refresh-token reuse, a password reset's
// sign-out everywhere) reaches every instance through the session endings (decision 023, Redis
// when set) and closes the sockets opened under it with 4401. A socket beyond the customer's
// cap, then beyond the tenant's, closes the oldest with 4429: the newest is the one in use.
import { MonitoringCloseCode } from '@portal/contract/monitoring';
import type { SessionEnding, SessionEndings } from '../../../platform/cache/session-endings.ts';

export interface LiveSocketLimits {
  /** Sockets one customer may hold open on an instance. */
  perCustomer: number;
  /** Sockets one tenant's customers may hold open together on an instance. */
  perTenant: number;
}

export interface HeldSocket {
  tenantId: number;
  customerId: number;
  /** The token's grant and session, which an ending may name. */
  grantId?: string | undefined;
  sessionId?: string | undefined;
  close(code: MonitoringCloseCode, reason: string): void;
}

export interface LiveSocketRegistry {
  /** Holds the socket until the returned release; may close older sockets beyond the caps. */
  hold(socket: HeldSocket): () => void;
  /** The sockets held now. */
  count(): number;
}

function endedBy(ending: SessionEnding, socket: HeldSocket): boolean {
  if ('grantId' in ending) return socket.grantId === ending.grantId;
  if ('sessionId' in ending) return socket.sessionId === ending.sessionId;
  return socket.customerId === ending.customerId;
}

export function createLiveSocketRegistry(
  limits: LiveSocketLimits,
  endings: Pick<SessionEndings, 'subscribe'>,
): LiveSocketRegistry {
  // Sets keep their insertion order: the first of each is its oldest socket.
  const byTenant = new Map<number, Set<HeldSocket>>();
  const byCustomer = new Map<string, Set<HeldSocket>>();
  const customerKey = (socket: HeldSocket) => `${socket.tenantId}:${socket.customerId}`;

  function remove<K>(map: Map<K, Set<HeldSocket>>, key: K, socket: HeldSocket): void {
    const sockets = map.get(key);
    sockets?.delete(socket);
    if (sockets?.size === 0) map.delete(key);
  }

  function release(socket: HeldSocket): void {
    remove(byTenant, socket.tenantId, socket);
    remove(byCustomer, customerKey(socket), socket);
  }

  function end(socket: HeldSocket, code: MonitoringCloseCode, reason: string): void {
    release(socket);
    socket.close(code, reason);
  }

  function closeOldestBeyond(sockets: Set<HeldSocket> | undefined, cap: number, reason: string) {
    while (sockets && sockets.size > cap) {
      const [oldest] = sockets;
      if (!oldest) return;
      end(oldest, MonitoringCloseCode.TooManySockets, reason);
    }
  }

  endings.subscribe((ending) => {
    const sockets = byTenant.get(ending.tenantId);
    if (!sockets) return;
    for (const socket of [...sockets]) {
      if (endedBy(ending, socket))
        end(socket, MonitoringCloseCode.Unauthenticated, 'session ended');
    }
  });

  return {
    hold(socket) {
      const tenantSockets = byTenant.get(socket.tenantId) ?? new Set();
      byTenant.set(socket.tenantId, tenantSockets.add(socket));
      const key = customerKey(socket);
      const customerSockets = byCustomer.get(key) ?? new Set();
      byCustomer.set(key, customerSockets.add(socket));
      closeOldestBeyond(customerSockets, limits.perCustomer, 'too many sockets of this customer');
      closeOldestBeyond(tenantSockets, limits.perTenant, 'too many sockets of this tenant');
      return () => release(socket);
    },
    count() {
      let sockets = 0;
      for (const tenantSockets of byTenant.values()) sockets += tenantSockets.size;
      return sockets;
    },
  };
}
