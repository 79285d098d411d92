// Shorthands for the demo scenarios.
import { OfferStatusId } from '@portal/domain/status-ids';
import type { InstallationScenario, OfferVersionScenario } from './scenario-types.ts';

/** Offer types of the demo installers' ERP. */
export const OfferType = {
  SolarPanels: 1,
  Battery: 2,
  ChargingStation: 3,
  HeatPump: 4,
  HeatPumpBoiler: 5,
  SolarBoiler: 6,
  Extension: 7,
} as const;

/** An offer of one version, seen the next day and signed `signedAfter` days after it was made. */
export function signedOffer(
  day: number,
  lines: OfferVersionScenario['lines'],
  options: { completed?: boolean; signedAfter?: number } = {},
): Pick<InstallationScenario, 'offerStatus' | 'versions'> {
  const status = options.completed === false ? OfferStatusId.Signed : OfferStatusId.Completed;
  return {
    offerStatus: status,
    versions: [
      {
        status,
        day,
        validForDays: 30,
        seenDay: day + 1,
        signedDay: day + (options.signedAfter ?? 6),
        lines,
      },
    ],
  };
}
