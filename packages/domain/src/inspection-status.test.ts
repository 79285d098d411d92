import { describe, expect, it } from 'vitest';
import {
  deriveInspectionStatus,
  type InspectionFacts,
  InspectionStatus,
} from './inspection-status.ts';

const facts = (overrides: Partial<InspectionFacts>): InspectionFacts => ({
  keuringAppointmentDate: null,
  approved: null,
  ...overrides,
});

describe('deriveInspectionStatus', () => {
  it('has the spec ids', () => {
    expect(InspectionStatus).toEqual({ Requested: 0, Approved: 1, Rejected: 2, Planned: 3 });
  });

  it('is Requested by default', () => {
    expect(deriveInspectionStatus(facts({}))).toBe(InspectionStatus.Requested);
    expect(deriveInspectionStatus(facts({ approved: false }))).toBe(InspectionStatus.Requested);
    expect(deriveInspectionStatus(facts({ keuringAppointmentDate: ' ' }))).toBe(
      InspectionStatus.Requested,
    );
    expect(deriveInspectionStatus(facts({ keuringAppointment: false }))).toBe(
      InspectionStatus.Requested,
    );
    expect(deriveInspectionStatus(facts({ keuringAppointment: '' }))).toBe(
      InspectionStatus.Requested,
    );
  });

  it('is Planned when an appointment exists', () => {
    const planned = InspectionStatus.Planned;
    expect(
      deriveInspectionStatus(facts({ keuringAppointmentDate: '2026-12-02T10:00:00+01:00' })),
    ).toBe(planned);
    expect(deriveInspectionStatus(facts({ keuringAppointment: true }))).toBe(planned);
    expect(deriveInspectionStatus(facts({ keuringAppointment: 'Tuesday morning' }))).toBe(planned);
  });

  it('is Approved when approved, with or without an appointment', () => {
    expect(deriveInspectionStatus(facts({ approved: true }))).toBe(InspectionStatus.Approved);
    expect(
      deriveInspectionStatus(facts({ approved: true, keuringAppointmentDate: '2026-12-02' })),
    ).toBe(InspectionStatus.Approved);
  });

  it('never derives Rejected, even for a past appointment that was not approved', () => {
    expect(
      deriveInspectionStatus(facts({ approved: false, keuringAppointmentDate: '2020-01-01' })),
    ).toBe(InspectionStatus.Planned);
  });
});
