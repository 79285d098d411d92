// How long a broadcast lives without renewal (decision 048). The client renews every
// BROADCAST_RENEWAL_MS (spec §9); a renewal may come late: a hidden tab's timers are throttled
// to once a minute by Chromium's intensive throttling, and the request itself takes time. So a
// stream stops one minute after a renewal was due, not at once.
import { BROADCAST_RENEWAL_MS } from '@portal/domain/constants';

export const BROADCAST_STOP_GRACE_MS = 60_000;

/** From a claim or renewal to the stream's stop, unless renewed again. */
export const BROADCAST_LEASE_MS = BROADCAST_RENEWAL_MS + BROADCAST_STOP_GRACE_MS;

/** At most one message a second per device. */
export const MIN_MESSAGE_INTERVAL_MS = 1000;
