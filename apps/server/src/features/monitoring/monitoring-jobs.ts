// What monitoring runs on the schedule (decision 052): the history's retention nightly,
// grid-balancing payments daily, and the live streams' completed quarter-hours into the history
// every minute. Times in UTC: 01:00 UTC is 02:00 or 03:00 in Brussels, after the day closed in
// either season; payments at 08:00 UTC so the notification and the mail arrive in the morning,
// not at night. app.ts schedules these with the integration events' jobs.

import type { ScheduledJob } from '../../platform/jobs/scheduler.ts';
import type { EarningsPayment } from './earnings-payment.ts';
import type { EnergyRetention } from './energy-retention.ts';
import type { LiveStreams } from './live/live-streams.ts';
import type { LiveHistory } from './live-history.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface MonitoringJobDeps {
  retention: EnergyRetention;
  payment: EarningsPayment;
  liveHistory: LiveHistory;
  liveStreams: Pick<LiveStreams, 'takeCompletedQuarters'>;
}

export function monitoringJobs(deps: MonitoringJobDeps): ScheduledJob[] {
  return [
    {
      name: 'energy-retention',
      everyMs: DAY_MS,
      atMs: HOUR_MS,
      exclusive: true,
      run: () => deps.retention.run(),
    },
    {
      name: 'earnings-payment',
      everyMs: DAY_MS,
      atMs: 8 * HOUR_MS,
      exclusive: true,
      run: () => deps.payment.payDue(),
    },
    {
      // Each instance writes the quarter-hours of the streams it runs: not exclusive.
      name: 'live-history',
      everyMs: MINUTE_MS,
      atMs: 5_000,
      exclusive: false,
      run: () => deps.liveHistory.write(deps.liveStreams.takeCompletedQuarters()),
    },
  ];
}
