// What the integration events run on the schedule (decisions 052 and 055): the webhooks go out
// every five seconds on every instance; requests that record events also wake the dispatcher at
// once. Integration events past their retention are deleted hourly, on one instance: a few passes
// of a thousand rows at most, once the backlog is gone. app.ts schedules these with monitoring's.

import type { ScheduledJob } from '../../platform/jobs/scheduler.ts';
import type { IntegrationEventRetention } from './event-retention.ts';
import type { WebhookDispatcher } from './webhook-dispatcher.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export interface IntegrationEventJobDeps {
  webhooks: Pick<WebhookDispatcher, 'deliverDue'>;
  eventRetention: IntegrationEventRetention;
}

export function integrationEventJobs(deps: IntegrationEventJobDeps): ScheduledJob[] {
  return [
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
