// A simulated household that moves forward in time: the small stateful part of the simulator. It
// carries only what truly depends on the past (the battery's charge, the clouds' drift, the random
// stream for them); everything else comes from pure functions of the time and the day's plan. The
// clock is passed in: nothing here reads Date.now, so a test, a backfill and the live stream all
// drive it the same way.

import { fromBrusselsWallClock } from '@portal/domain/brussels-time';
import { clearSkyPlaneIrradiance, sunPosition } from '@portal/domain/energy/plan/solar-geometry';
import { baseLoadW } from './base-load.ts';
import { type BatteryFlow, dispatchBattery } from './battery-dispatch.ts';
import { type DayPlan, dayPlan, summerness } from './day-plan.ts';
import { evEnergyWh, type SessionWindow, sessionWindow } from './ev-charging.ts';
import { heatPumpPowerW } from './heat-pump-load.ts';
import type { HouseholdProfile } from './household-profile.ts';
import type { HouseholdSample } from './household-sample.ts';
import { brusselsLocalTime } from './local-time.ts';
import { outdoorTemperature } from './outdoor-temperature.ts';
import { advanceClouds, type CloudState, cloudTransmittance } from './passing-clouds.ts';
import { randomFor, randomStream } from './seeded-random.ts';
import { solarPowerW } from './solar-power.ts';

/** Where the simulated households stand: the sun over Brussels. */
const BELGIUM = { latitude: 50.85, longitude: 4.35 } as const;

const DAY_MS = 86_400_000;

export interface Household {
  readonly profile: HouseholdProfile;
  /** The reading for the interval from the previous step (or the start) to `to` (epoch ms). */
  step(to: number): HouseholdSample;
  /** The EV sessions of a Brussels day (days since 1970-01-01), for tests and the feed. */
  evSessionsOfDay(day: number): SessionWindow[];
}

interface DayContext {
  plan: DayPlan;
  dayOfYear: number;
  evWindow: SessionWindow | null;
}

export function createHousehold(profile: HouseholdProfile, seed: number, start: number): Household {
  let last = start;
  const nextRandom = randomStream(seed ^ 0x5bd1e995);
  const clouds: CloudState = { value: 0 };
  let storedWh = profile.battery
    ? profile.battery.capacityWh * (0.3 + 0.4 * randomFor(seed, -1))
    : 0;
  const days = new Map<number, DayContext>();

  function dayContext(day: number, weekday: number): DayContext {
    let context = days.get(day);
    if (context === undefined) {
      const date = new Date(day * DAY_MS);
      const dayOfYear = day - Date.UTC(date.getUTCFullYear(), 0, 1) / DAY_MS;
      const plan = dayPlan(seed, day, weekday, dayOfYear);
      const session = plan.evSession;
      const evWindow =
        profile.ev && session
          ? sessionWindow(session, wallClockToEpoch(date, session.arrivalHour), profile.ev.powerW)
          : null;
      context = { plan, dayOfYear, evWindow };
      // Today and yesterday are all a step needs (a session may run past midnight).
      if (days.size >= 4) days.clear();
      days.set(day, context);
    }
    return context;
  }

  function evSessionsOfDay(day: number): SessionWindow[] {
    const window = dayContext(day, (day + 4) % 7).evWindow;
    return window ? [window] : [];
  }

  function step(to: number): HouseholdSample {
    const seconds = (to - last) / 1000;
    if (seconds <= 0) throw new RangeError('a household steps forward in time only');
    const middle = last + (to - last) / 2;
    const local = brusselsLocalTime(middle);
    const today = dayContext(local.day, local.weekday);
    const summer = summerness(today.dayOfYear);
    const epochSeconds = Math.floor(middle / 1000);

    advanceClouds(clouds, seconds, nextRandom);
    const solar = profile.solar
      ? Math.round(
          solarPowerW(
            clearSkyPlaneIrradiance(
              sunPosition(middle, BELGIUM.latitude, BELGIUM.longitude),
              profile.solar,
            ),
            cloudTransmittance(clouds, today.plan.cloudCover),
            profile.solar,
          ),
        )
      : 0;
    const outsideC = outdoorTemperature(
      today.dayOfYear,
      local.hour,
      summer,
      today.plan.temperatureAnomaly,
    );
    const heatPump = profile.heatPump
      ? heatPumpPowerW(profile.heatPump, outsideC, local.hour, epochSeconds)
      : 0;
    const home = Math.round(
      baseLoadW(today.plan, profile.standbyW, local.hour, summer, epochSeconds) + heatPump,
    );
    const ev = profile.ev
      ? Math.round(
          (evEnergyWh(
            [...evSessionsOfDay(local.day - 1), ...evSessionsOfDay(local.day)],
            last,
            to,
            profile.ev.powerW,
          ) *
            3600) /
            seconds,
        )
      : 0;

    const flow: BatteryFlow = profile.battery
      ? dispatchBattery(profile.battery, storedWh, solar - home - ev, seconds)
      : { chargeW: 0, dischargeW: 0, storedWh: 0 };
    storedWh = flow.storedWh;
    last = to;
    return balancedSample(to, { solar, home, ev, flow, profile });
  }

  return { profile, step, evSessionsOfDay };
}

// The grid takes whatever the rest leaves, so the balance holds to the watt by construction.
function balancedSample(
  timestamp: number,
  parts: { solar: number; home: number; ev: number; flow: BatteryFlow; profile: HouseholdProfile },
): HouseholdSample {
  const { solar, home, ev, flow, profile } = parts;
  const grid = home + ev + flow.chargeW - solar - flow.dischargeW;
  const gridInject = Math.max(0, -grid);
  return {
    timestamp,
    home,
    ownConsumption: solar - gridInject,
    grid,
    ev,
    solar,
    battery: flow.dischargeW - flow.chargeW,
    batteryCharge: flow.chargeW,
    batteryDischarge: flow.dischargeW,
    batteryChargeState: profile.battery
      ? Math.round((flow.storedWh / profile.battery.capacityWh) * 1000) / 10
      : null,
    gridConsume: Math.max(0, grid),
    gridInject,
  };
}

function wallClockToEpoch(date: Date, hours: number): number {
  const totalSeconds = Math.round(hours * 3600);
  return fromBrusselsWallClock({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: Math.floor(totalSeconds / 3600),
    minute: Math.floor((totalSeconds % 3600) / 60),
    second: totalSeconds % 60,
  }).getTime();
}
