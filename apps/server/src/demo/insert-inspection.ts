// Inspection (keuring) rows in the state a scenario asks for.
import type { InspectionScenario } from './scenario-types.ts';
import type { TenantSeed } from './seed-context.ts';

export async function insertInspection(
  seed: TenantSeed,
  owner: { customerId: number; installationId: number; orderId: number; invoiceId: number | null },
  inspection: InspectionScenario,
): Promise<void> {
  const { tenantId, clock } = seed;
  if (inspection.on === 'invoice' && owner.invoiceId === null) {
    throw new Error('An inspection on the invoice needs an invoice');
  }
  const appointment = inspection.appointmentDay;
  const judged = inspection.state === 'approved' || inspection.state === 'rejected';
  await seed.write.inspections({
    tenant_id: tenantId,
    customer_id: owner.customerId,
    installation_id: owner.installationId,
    order_id: inspection.on === 'order' ? owner.orderId : null,
    invoice_id: inspection.on === 'invoice' ? owner.invoiceId : null,
    keurder_job_id: seed.next.keurderJobId++,
    asked_keuring: true,
    appointment_date: appointment === undefined ? null : clock.at(appointment, 9),
    approved: inspection.state === 'approved',
    approved_date:
      inspection.state === 'approved' && appointment !== undefined ? clock.date(appointment) : null,
    rejected_date:
      inspection.state === 'rejected' && appointment !== undefined ? clock.date(appointment) : null,
    certificate_number: judged ? (inspection.certificateNumber ?? null) : null,
    created_at: clock.at(inspection.day),
    updated_at: clock.at(appointment ?? inspection.day),
  });
}
