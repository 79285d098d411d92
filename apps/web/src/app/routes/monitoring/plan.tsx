// /monitoring/plan: tomorrow's energy plan of the current device (decision 094).
import { EnergyPlanView } from '../../../features/energy-plan/components/energy-plan-view';
import { DeviceGate } from '../../../features/monitoring/components/device-gate';

export default function MonitoringPlanRoute() {
  return (
    <DeviceGate>
      {(device) => <EnergyPlanView key={device.id} deviceId={device.deviceId} />}
    </DeviceGate>
  );
}
