// The device the monitoring pages show: the customer's choice, stored (spec §3), else the first of
// the device list; with several devices the page puts the selector into the top bar (spec §2).
import type { MonitoringDevice } from '@portal/contract/monitoring';
import { useEffect, useMemo, useState } from 'react';
import { usePageChrome } from '../../../components/layouts/page-chrome';
import type { PageChrome } from '../../../components/navigation/top-bar-types';
import { useDevices } from '../api/get-devices';
import { DeviceSelector } from '../components/device-selector';
import { currentDevice, writeSelectedDevice } from '../lib/monitoring-state';

export function useCurrentDevice() {
  const query = useDevices();
  const [chosen, setChosen] = useState<MonitoringDevice>();
  const devices = query.data;
  const device = useMemo(() => {
    if (!devices) return undefined;
    return devices.find((each) => each.id === chosen?.id) ?? currentDevice(devices);
  }, [devices, chosen]);

  useEffect(() => {
    if (device) writeSelectedDevice(device);
  }, [device]);

  const chrome = useMemo<PageChrome>(
    () =>
      devices && device && devices.length > 1
        ? {
            actions: [
              {
                kind: 'device-selector',
                element: (
                  <DeviceSelector devices={devices} selected={device} onSelect={setChosen} />
                ),
              },
            ],
          }
        : {},
    [devices, device],
  );
  usePageChrome(chrome);

  return { query, device };
}
