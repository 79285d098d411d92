// The words for an inspection status (spec §4: Requested 0, Approved 1, Rejected 2, Planned 3),
// as keys of the inspections namespace, with the tone of its dot.
import { InspectionStatus } from '@portal/domain/inspection-status';

export type InspectionStatusName = 'requested' | 'approved' | 'rejected' | 'planned';

const names: Record<InspectionStatus, InspectionStatusName> = {
  [InspectionStatus.Requested]: 'requested',
  [InspectionStatus.Approved]: 'approved',
  [InspectionStatus.Rejected]: 'rejected',
  [InspectionStatus.Planned]: 'planned',
};

export function inspectionStatusName(status: InspectionStatus): InspectionStatusName {
  return names[status];
}

export const statusDotColour: Record<InspectionStatusName, string> = {
  requested: 'info.main',
  planned: 'warning.main',
  approved: 'success.main',
  rejected: 'error.main',
};
