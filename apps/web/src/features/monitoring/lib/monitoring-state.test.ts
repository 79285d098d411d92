// The selected device is stored and restored; monitoring shows only when enabled (spec §3, §5).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentDevice,
  isMonitoringEnabled,
  readSelectedDevice,
  rememberDevicesExist,
  selectedDeviceHasInsights,
  writeSelectedDevice,
} from './monitoring-state';

const home = { id: 1, deviceId: 'dev-1', name: 'Thuis', monitoringIntegration: 'flexio' };
const shed = { id: 2, deviceId: 'dev-2', name: 'Loods', monitoringIntegration: 'simulator' };

describe('monitoring state', () => {
  beforeEach(() => localStorage.clear());

  it('is enabled only with the feature and (the stored flag or devices)', () => {
    expect(isMonitoringEnabled(['monitoring'])).toBe(false);
    expect(isMonitoringEnabled(['monitoring'], [home])).toBe(true);
    expect(isMonitoringEnabled([], [home])).toBe(false);
    rememberDevicesExist([]);
    expect(isMonitoringEnabled(['monitoring'])).toBe(false);
    rememberDevicesExist([home]);
    expect(isMonitoringEnabled(['monitoring'])).toBe(true);
    expect(isMonitoringEnabled(['support'])).toBe(false);
  });

  it('stores the selected device and picks it from the list, else the first', () => {
    expect(currentDevice([home, shed])).toEqual(home);
    writeSelectedDevice(shed);
    expect(readSelectedDevice()).toEqual(shed);
    expect(currentDevice([home, shed])).toEqual(shed);
    expect(selectedDeviceHasInsights()).toBe(false);
    expect(currentDevice([home])).toEqual(home);
    writeSelectedDevice(home);
    expect(selectedDeviceHasInsights()).toBe(true);
  });
});
