// /monitoring/device-details (spec §2): the current device and its live connection.
import type { MonitoringDevice } from '@portal/contract/monitoring';
import { DeviceDetails } from '../../../features/monitoring/components/device-details';
import { DeviceGate } from '../../../features/monitoring/components/device-gate';
import { useLiveConnection } from '../../../features/monitoring/hooks/use-live-connection';
import { routeNames } from '../../../lib/route-names';
import { stopOnLogout } from '../../monitoring-source';

function DeviceConnection({ device }: { device: MonitoringDevice }) {
  const { snapshot } = useLiveConnection(device.deviceId, stopOnLogout);
  return <DeviceDetails device={device} snapshot={snapshot} feedPath={routeNames.monitoring} />;
}

export default function MonitoringDeviceDetailsRoute() {
  return (
    <DeviceGate>{(device) => <DeviceConnection key={device.id} device={device} />}</DeviceGate>
  );
}
