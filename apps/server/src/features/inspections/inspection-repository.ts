// Inspection (keuring) jobs of one customer in one tenant, with the installation's certificate
// and wiring-diagram references.
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface InspectionRecord {
  id: number;
  installationId: number;
  orderId: number | null;
  invoiceId: number | null;
  keurderJobId: number;
  askedKeuring: boolean;
  appointmentDate: string | null;
  approved: boolean;
  approvedDate: string | null;
  rejectedDate: string | null;
  certificateNumber: string | null;
  keuringCertificate: string | null;
  wiringDiagramKeuring: string | null;
  offerId: number | null;
}

/** The latest inspection job on the given order or invoice of the customer. */
export async function findInspection(
  db: Kysely<Database>,
  scope: CustomerOwner,
  on: { source: 'order' | 'invoice'; id: number },
): Promise<InspectionRecord | undefined> {
  const column = on.source === 'order' ? 'inspections.order_id' : 'inspections.invoice_id';
  const row = await db
    .selectFrom('inspections')
    .innerJoin('installations', (join) =>
      join
        .onRef('installations.id', '=', 'inspections.installation_id')
        .onRef('installations.tenant_id', '=', 'inspections.tenant_id'),
    )
    .leftJoin('orders', (join) =>
      join
        .onRef('orders.installation_id', '=', 'inspections.installation_id')
        .onRef('orders.tenant_id', '=', 'inspections.tenant_id'),
    )
    .select([
      'inspections.id',
      'inspections.installation_id',
      'inspections.order_id',
      'inspections.invoice_id',
      'inspections.keurder_job_id',
      'inspections.asked_keuring',
      'inspections.appointment_date',
      'inspections.approved',
      'inspections.approved_date',
      'inspections.rejected_date',
      'inspections.certificate_number',
      'installations.keuring_certificate',
      'installations.wiring_diagram_keuring',
      'orders.offer_id',
      'orders.id as installation_order_id',
    ])
    .where('inspections.tenant_id', '=', scope.tenantId)
    .where('inspections.customer_id', '=', scope.customerId)
    .where('installations.customer_id', '=', scope.customerId)
    .where(column, '=', on.id)
    .orderBy('inspections.id', 'desc')
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    installationId: row.installation_id,
    // An inspection on the invoice has no order of its own: the installation's order is its order.
    orderId: row.order_id ?? row.installation_order_id,
    invoiceId: row.invoice_id,
    keurderJobId: row.keurder_job_id,
    askedKeuring: toBoolean(row.asked_keuring),
    appointmentDate: row.appointment_date,
    approved: toBoolean(row.approved),
    approvedDate: row.approved_date,
    rejectedDate: row.rejected_date,
    certificateNumber: row.certificate_number,
    keuringCertificate: row.keuring_certificate,
    wiringDiagramKeuring: row.wiring_diagram_keuring,
    offerId: row.offer_id,
  };
}

/** The id of the signed (else latest) version of an offer, for its articles. */
export async function articleVersionOfOffer(
  db: Kysely<Database>,
  tenantId: number,
  offerId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('offer_versions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('offer_id', '=', offerId)
    // Nulls last on both dialects (PostgreSQL sorts them first when descending).
    .orderBy('signed_at', (order) => order.desc().nullsLast())
    .orderBy('version_number', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** The tenant's approved inspections that carry a certificate number, for the demo's files. */
export async function listCertifiedInspections(
  db: Kysely<Database>,
  tenantId: number,
): Promise<{ id: number; customerId: number; certificateNumber: string; approvedDate: string }[]> {
  const rows = await db
    .selectFrom('inspections')
    .select(['id', 'customer_id', 'certificate_number', 'approved_date'])
    .where('tenant_id', '=', tenantId)
    .where('certificate_number', 'is not', null)
    .where('approved_date', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) =>
    row.certificate_number && row.approved_date
      ? [
          {
            id: row.id,
            customerId: row.customer_id,
            certificateNumber: row.certificate_number,
            approvedDate: row.approved_date,
          },
        ]
      : [],
  );
}
