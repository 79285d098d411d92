// What the notification mails run on the schedule (decisions 052 and 096): single mails every
// minute on every instance (claiming an entry is the lock), the digests every day at 06:00 UTC
// (07:00 in Brussels in winter, 08:00 in summer) on one instance (a lease; the day's unique digest
// row keeps a second instance from mailing it again). app.ts schedules these with the others.
import type { ScheduledJob } from '../../platform/jobs/scheduler.ts';
import type { NotificationMails } from './notification-mail-job.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function notificationJobs(mails: NotificationMails): ScheduledJob[] {
  return [
    {
      name: 'notification-mails',
      everyMs: MINUTE_MS,
      atMs: 10_000,
      exclusive: false,
      run: () => mails.sendSingles(),
    },
    {
      name: 'notification-digests',
      everyMs: 24 * HOUR_MS,
      atMs: 6 * HOUR_MS,
      exclusive: true,
      run: () => mails.sendDigests(),
    },
  ];
}
