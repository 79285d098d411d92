// Whether the navigation shows the monitoring entries (spec §2, §5): the feature is on and the
// stored flag is set, or the device list is not empty. A signed-in customer without the flag gets
// the list asked once after the page is painted; the device-list module is a chunk of its own,
// loaded only then, so the first page's script carries none of monitoring.
import { Feature, hasFeature } from '@portal/domain/feature';
import { useEffect, useState } from 'react';
import { isMonitoringEnabled } from '../../features/monitoring/lib/monitoring-state';
import { useFirstScreen } from '../../lib/first-screen';
import { queryClient } from '../../lib/query-client';

export function useMonitoringEnabled(features: readonly string[], signedIn: boolean): boolean {
  const [found, setFound] = useState(false);
  // The server's first screen (decision 059) has the stored flag from the browser's hints.
  const firstScreen = useFirstScreen();
  const enabled = firstScreen
    ? hasFeature(features, Feature.Monitoring) && firstScreen.monitoring
    : isMonitoringEnabled(features) || found;
  const ask = !firstScreen && signedIn && !enabled && hasFeature(features, Feature.Monitoring);
  useEffect(() => {
    if (!ask) return;
    let current = true;
    import('../../features/monitoring/api/get-devices')
      .then(({ devicesQueryOptions }) => queryClient.fetchQuery(devicesQueryOptions()))
      .then((devices) => {
        if (current) setFound(devices.length > 0);
      })
      // Without the list the entries stay hidden; the navigation must not fail for it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ask]);
  return enabled;
}
