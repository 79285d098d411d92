// /monitoring/insights: savings, grid-balancing earnings, CO2 avoided and the energy plans' saving total of the
// current device. The route table's guard sends a non-flexio device to the monitoring route on
// arrival; a device switched to in the top bar while here goes the same way (spec §2).
import { Navigate } from 'react-router';
import { PlanSavings } from '../../../features/energy-plan/components/plan-savings';
import { DeviceGate } from '../../../features/monitoring/components/device-gate';
import { InsightsView } from '../../../features/monitoring/components/insights-view';
import { FLEXIO_INTEGRATION } from '../../../features/monitoring/lib/monitoring-state';
import { routeNames } from '../../../lib/route-names';

export default function MonitoringInsightsRoute() {
  return (
    <DeviceGate>
      {(device) =>
        device.monitoringIntegration === FLEXIO_INTEGRATION ? (
          <div key={device.id}>
            <InsightsView deviceId={device.deviceId} />
            <PlanSavings deviceId={device.deviceId} />
          </div>
        ) : (
          <Navigate to={routeNames.monitoring} replace />
        )
      }
    </DeviceGate>
  );
}
