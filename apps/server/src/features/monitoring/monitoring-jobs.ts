// What runs on the schedule (decision 052): the history's retention nightly, grid-balancing
// payments daily, and the live streams' completed quarter-hours into the history every minute.
// Times in UTC: 01:00 UTC is 02:00 or 03:00 in Brussels, after the day closed in either season;
// payments at 08:00 UTC so the notification and the mail arrive in the morning, not at night.
// The webhooks go out every five seconds on every instance (decision 055); requests that record
// events also wake the dispatcher at once. Integration events past their retention are deleted
// hourly, on one instance: a few passes of a thousand rows at most, once the backlog is gone.

import type { ScheduledJob } from '../../platform/jobs/scheduler.ts';
import type { IntegrationEventRetention } from '../integration-events/event-retention.ts';
import type { WebhookDispatcher } from '../integration-events/webhook-dispatcher.ts';
import type { EarningsPayment } from './earnings-payment.ts';
import type { EnergyRetention } from './energy-retention.ts';
import type { LiveStreams } from './live/live-streams.ts';
import type { LiveHistory } from './live-history.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface PortalJobDeps {
  retention: EnergyRetention;
  payment: EarningsPayment;
  liveHistory: LiveHistory;
  liveStreams: Pick<LiveStreams, 'takeCompletedQuarters'>;
  webhooks: Pick<WebhookDispatcher, 'deliverDue'>;
  eventRetention: IntegrationEventRetention;
}

export function portalJobs(deps: PortalJobDeps): ScheduledJob[] {
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
    {
      // Not exclusive: taking an event is the lock (FOR UPDATE SKIP LOCKED and a hold), so
      // every instance may post, never the same event; a lease would only slow the queue.
      name: 'webhook-dispatch',
      everyMs: 5 * SECOND_MS,
      atMs: 0,
      exclusive: false,
      run: () => deps.webhooks.deliverDue(),
    },
    {
      name: 'integration-event-retention',
      everyMs: HOUR_MS,
      atMs: 20 * MINUTE_MS,
      exclusive: true,
      run: () => deps.eventRetention.run(),
    },
  ];
}
