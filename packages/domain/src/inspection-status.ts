// Inspection (keuring) status, spec §4: "Requested 0, Approved 1, Rejected 2, Planned 3; derived:
// Requested by default, Planned if an appointment exists, Approved if approved."
//
// Rejected is a stored status only, never derived: the spec lists no derivation for it, and an
// `approved` of false cannot tell "rejected" from "not judged yet" (the ERP writes false before
// the inspector has been). Guessing Rejected from a past appointment would tell a customer their
// installation failed when the report is merely late.

export const InspectionStatus = {
  Requested: 0,
  Approved: 1,
  Rejected: 2,
  Planned: 3,
} as const;
export type InspectionStatus = (typeof InspectionStatus)[keyof typeof InspectionStatus];

/** The inspection fields of spec §3 that the status depends on. */
export interface InspectionFacts {
  /** The inspection date (ISO), when an appointment is made. */
  keuringAppointmentDate: string | null;
  /** The appointment itself (the ERP sends a flag or a description). */
  keuringAppointment?: boolean | string | null;
  approved: boolean | null;
}

export function deriveInspectionStatus(inspection: InspectionFacts): InspectionStatus {
  if (inspection.approved === true) return InspectionStatus.Approved;
  if (hasAppointment(inspection)) return InspectionStatus.Planned;
  return InspectionStatus.Requested;
}

function hasAppointment(inspection: InspectionFacts): boolean {
  const date = inspection.keuringAppointmentDate;
  if (date !== null && date.trim() !== '') return true;
  const appointment = inspection.keuringAppointment;
  return appointment === true || (typeof appointment === 'string' && appointment.trim() !== '');
}
