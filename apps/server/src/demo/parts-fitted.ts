// A monitored home changes over the year: a battery or an EV charger joins it after its meter's
// history starts. The demo simulates that history in spans between those days, each with the parts
// the home had then, so that no battery or car shows in the charts before it was fitted.
import {
  type BackfillBucket,
  brusselsDayOf,
  brusselsMidnight,
  type HouseholdProfile,
} from '../features/monitoring/index.ts';

/** The instants (a day's start) a battery or an EV charger joined the home. */
export interface PartsFitted {
  battery?: number;
  ev?: number;
}

type Simulation = (
  profile: HouseholdProfile,
  seed: number,
  from: number,
  to: number,
) => BackfillBucket[];

export function fittedInstants(
  days: { battery?: number; ev?: number } | undefined,
  instantOf: (day: number) => number,
): PartsFitted {
  const dayStart = (day: number | undefined) =>
    day === undefined ? undefined : brusselsMidnight(brusselsDayOf(instantOf(day)));
  return { battery: dayStart(days?.battery), ev: dayStart(days?.ev) };
}

/** The home as it was at an instant: without the parts fitted later. */
export function profileAt(
  profile: HouseholdProfile,
  fitted: PartsFitted,
  instant: number,
): HouseholdProfile {
  const before = (at: number | undefined) => at !== undefined && instant < at;
  return {
    ...profile,
    battery: before(fitted.battery) ? null : profile.battery,
    ev: before(fitted.ev) ? null : profile.ev,
  };
}

/** Runs the simulation from `from` to `to`, cut where a part joined the home. */
export function simulateInSpans(
  simulation: Simulation,
  profile: HouseholdProfile,
  fitted: PartsFitted,
  seed: number,
  from: number,
  to: number,
): BackfillBucket[] {
  const cuts = [fitted.battery, fitted.ev]
    .filter((at): at is number => at !== undefined && at > from && at < to)
    .sort((a, b) => a - b);
  const bounds = [from, ...new Set(cuts), to];
  return bounds.slice(1).flatMap((end, index) => {
    const start = bounds[index] ?? from;
    return simulation(profileAt(profile, fitted, start), seed, start, end);
  });
}
