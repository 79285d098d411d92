// What the energy plan runs on the schedule (decision 094): every quarter of an hour, at :02 past,
// on one instance (a lease); each run plans, pushes and compares what is due then.
import type { ScheduledJob } from '../../platform/jobs/scheduler.ts';
import type { EnergyPlanner } from './energy-planner.ts';

const QUARTER_HOUR_MS = 15 * 60_000;

export function energyPlanJobs(planner: Pick<EnergyPlanner, 'runDue'>): ScheduledJob[] {
  return [
    {
      name: 'energy-plan',
      everyMs: QUARTER_HOUR_MS,
      atMs: 2 * 60_000,
      exclusive: true,
      run: () => planner.runDue(),
    },
  ];
}
