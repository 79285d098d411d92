// /monitoring/feed (spec §2): the live flows of the current device, and tomorrow's plan under them.
import type { MonitoringDevice } from '@portal/contract/monitoring';
import { EnergyPlanCard } from '../../../features/energy-plan/components/energy-plan-card';
import { DeviceGate } from '../../../features/monitoring/components/device-gate';
import { LiveFeed } from '../../../features/monitoring/components/live-feed';
import { useLiveConnection } from '../../../features/monitoring/hooks/use-live-connection';
import { stopOnLogout } from '../../monitoring-source';

function DeviceFeed({ device }: { device: MonitoringDevice }) {
  const { snapshot, retry } = useLiveConnection(device.deviceId, stopOnLogout);
  return (
    <>
      <LiveFeed snapshot={snapshot} onRetry={retry} />
      <EnergyPlanCard deviceId={device.deviceId} />
    </>
  );
}

export default function MonitoringFeedRoute() {
  return <DeviceGate>{(device) => <DeviceFeed key={device.id} device={device} />}</DeviceGate>;
}
