// /monitoring/insights: savings, grid-balancing earnings and CO2 avoided of the
// current device. The route table's guard sends a non-flexio device to the monitoring route on
// arrival; a device switched to in the top bar while here goes the same way (spec §2).
import { Navigate } from 'react-router';
import { DeviceGate } from '../../../features/monitoring/components/device-gate';
import { InsightsView } from '../../../features/monitoring/components/insights-view';
import { FLEXIO_INTEGRATION } from '../../../features/monitoring/lib/monitoring-state';
import { routeNames } from '../../../lib/route-names';

export default function MonitoringInsightsRoute() {
  return (
    <DeviceGate>
      {(device) =>
        device.monitoringIntegration === FLEXIO_INTEGRATION ? (
          <InsightsView key={device.id} deviceId={device.deviceId} />
        ) : (
          <Navigate to={routeNames.monitoring} replace />
        )
      }
    </DeviceGate>
  );
}
