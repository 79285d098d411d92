// An installation's journey (decision 070) as the web shows it: the one domain function, at the
// moment of rendering, with the tenant's features. Every component that tells where an
// installation stands takes its words from this value.
import { type InstallationJourney, installationJourney } from '@portal/domain/installation-journey';
import type { InstallationRow } from '@portal/domain/installation-row';

export function journeyOf(row: InstallationRow, features: readonly string[]): InstallationJourney {
  return installationJourney(row, { features, now: new Date() });
}
