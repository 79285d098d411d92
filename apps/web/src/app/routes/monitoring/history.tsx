// /monitoring/history: the current device's energy, power, prices and capacity peaks
// per day, week, month or year. Chart.js comes with this route's chunk only (decision 051).
import { DeviceGate } from '../../../features/monitoring/components/device-gate';
import { HistoryView } from '../../../features/monitoring/components/history-view';

export default function MonitoringHistoryRoute() {
  return (
    <DeviceGate>
      {(device) => <HistoryView key={device.id} deviceId={device.deviceId} />}
    </DeviceGate>
  );
}
