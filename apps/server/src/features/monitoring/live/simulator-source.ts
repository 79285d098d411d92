// The embedded simulator as a live source (decision 047): one household per device, its profile
// and seed from the device id, stepped once a second,
// all of them from one timer (beat-wheel.ts).

import { createHousehold } from '../simulator/household.ts';
import { profileForDevice } from '../simulator/household-profile.ts';
import { seedOf } from '../simulator/seeded-random.ts';
import { createBeatWheel } from './beat-wheel.ts';
import type { EmitReading, LiveSource } from './live-source.ts';

export const SIMULATOR_INTERVAL_MS = 1000;

/** Slots of the second: a device's reading comes within 10 ms of its phase. */
const WHEEL_SLOTS = 100;

export function createSimulatorSource(clock: () => Date): LiveSource {
  const wheel = createBeatWheel(SIMULATOR_INTERVAL_MS, WHEEL_SLOTS);
  return {
    name: 'simulator',
    rejected: 0,
    start(device, emit: EmitReading) {
      let last = clock().getTime();
      const household = createHousehold(
        profileForDevice(device.deviceId),
        seedOf(`${device.subdomain}/${device.deviceId}`),
        last,
      );
      return wheel.add(() => {
        // The clock may stand still (tests, a clock set back): the household still moves a
        // second, as it only steps forward.
        last = Math.max(clock().getTime(), last + SIMULATOR_INTERVAL_MS);
        emit(household.step(last), null);
      });
    },
    close: async () => undefined,
  };
}
