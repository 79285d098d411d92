// Installation status values of spec §4. The derivation lives in derive-installation-status.ts.
export const InstallationStatus = {
  New: 1,
  Signed: 2,
  Needs_Prepayment: 3,
  Prepaid: 4,
  Planned: 5,
  Delivered: 6,
  Paid: 7,
  InspectionPlanned: 8,
  NetOperator: 9,
  Completed: 10,
  Ordered: 11,
  ToSignIChoosr: 12,
  ToSurvey: 13,
} as const;
export type InstallationStatus = (typeof InstallationStatus)[keyof typeof InstallationStatus];
