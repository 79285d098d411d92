// Spec §4 rule 3 and §9: an installation counts as delivered once its installation date is at
// least one day past. "Day" is a Brussels calendar day, not 24 hours: an installation on Monday
// is delivered from Tuesday 00:00 Brussels time, whatever hour it was planned at. Comparing
// calendar dates (not elapsed milliseconds) keeps the 23- and 25-hour DST days correct.

import { brusselsDayNumber } from './brussels-time.ts';
import { DELIVERED_AFTER_DAYS } from './constants.ts';

/** True when `installationDate` lies at least one Brussels calendar day before `now`. */
export function isDeliveredByDate(installationDate: string | null, now: Date): boolean {
  if (installationDate === null) return false;
  const installed = brusselsDayNumber(installationDate);
  const today = brusselsDayNumber(now);
  if (installed === null || today === null) return false;
  return today - installed >= DELIVERED_AFTER_DAYS;
}
