// The live connection (lib/live-connection.ts) for a page: started when the page shows a device,
// stopped deliberately when it leaves or the device changes. `registerStop` lets the app hand the
// stop to logout (spec §4: logout stops the live broadcast) without this feature knowing auth.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { currentAccessToken } from '../../../lib/api-client';
import { currentTenant } from '../../../lib/tenant-host';
import { enableBroadcast } from '../api/enable-broadcast';
import {
  createLiveConnection,
  type LiveConnection,
  type PageVisibility,
} from '../lib/live-connection';
import { liveSocketUrl } from '../lib/live-socket-url';

const documentVisibility: PageVisibility = {
  hidden: () => document.visibilityState === 'hidden',
  watch(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

function connectionFor(deviceId: string): LiveConnection {
  return createLiveConnection({
    deviceId,
    requestBroadcast: enableBroadcast,
    socketUrl: async (id) =>
      liveSocketUrl(window.location.origin, {
        subdomain: currentTenant(),
        accessToken: await currentAccessToken(),
        deviceId: id,
      }),
    openSocket: (url) => new WebSocket(url),
    visibility: documentVisibility,
  });
}

const idle: LiveConnection = {
  snapshot: () => ({ phase: 'idle', attempt: 0 }),
  subscribe: () => () => undefined,
  start: () => undefined,
  stop: () => undefined,
};

export function useLiveConnection(
  deviceId: string | undefined,
  registerStop?: (stop: () => void) => () => void,
) {
  const connection = useMemo(() => (deviceId ? connectionFor(deviceId) : idle), [deviceId]);
  useEffect(() => {
    connection.start();
    const unregister = registerStop?.(connection.stop);
    return () => {
      unregister?.();
      connection.stop();
    };
  }, [connection, registerStop]);
  const snapshot = useSyncExternalStore(connection.subscribe, connection.snapshot);
  return { snapshot, retry: connection.start };
}
