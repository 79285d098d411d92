// Tomorrow's energy plan on the dashboard, for a tenant with monitoring and a customer with a device:
// the card of the device the monitoring pages show. Nothing while the devices load or when there is
// none: the dashboard's actions come first.
import { Feature, hasFeature } from '@portal/domain/feature';
import { EnergyPlanCard } from '../features/energy-plan/components/energy-plan-card';
import { useDevices } from '../features/monitoring/api/get-devices';
import { currentDevice } from '../features/monitoring/lib/monitoring-state';

function CurrentDevicePlan() {
  const devices = useDevices().data;
  const device = devices && currentDevice(devices);
  return device ? <EnergyPlanCard deviceId={device.deviceId} /> : null;
}

export function DashboardEnergyPlan({ features }: { features: readonly string[] }) {
  return hasFeature(features, Feature.Monitoring) ? <CurrentDevicePlan /> : null;
}
