// The stored facts of a customer's installations, flattened into the spec's rows (§3) before the
// service computes their status (§4). One query per entity kind for all the customer's
// installations (nine in all, whatever their number), read in one snapshot.
//
// When an installation has several rows of a kind, the latest (highest id) counts: the current
// offer and order, the last prepayment and final invoice, delivery and grid-operator request.
// Inspections are those of that order and that final invoice. Credit notes are never the final
// invoice.
import type { Language } from '@portal/contract/portal';
import type { InstallationFacts } from '@portal/domain/installation-row';
import { CREDIT_NOTE_JOURNAL_TYPES } from '@portal/domain/invoice-title';
import type { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { listLatestArticlesOfCustomer } from './installation-article-repository.ts';
import { type CustomerRows, readCustomerRows } from './installation-row-repository.ts';

export interface InstallationScope {
  tenantId: number;
  customerId: number;
  /** Language of the article descriptions. */
  language: Language;
}

/**
 * Spec §3 NetOperatorStatus: requested 0, completed 1 or 2 (none: null). Requested means the
 * declaration still waits for the customer; once he has sent it (queued for the operator, or
 * sent) his part is completed, which is what his installation's journey reads (decision 070).
 */
export function gridOperatorStatusCode(status: GridOperatorRequestStatus): 0 | 1 | 2 {
  if (status === 'done') return 2;
  return status === 'todo' ? 0 : 1;
}

export async function listInstallationFacts(
  db: Kysely<Database>,
  scope: InstallationScope,
): Promise<InstallationFacts[]> {
  const { tenantId, customerId, language } = scope;
  return inSnapshot(db, async (reader) => {
    const rows = await readCustomerRows(reader, tenantId, customerId);
    if (rows.installations.length === 0) return [];
    const chosen = rows.installations.map((installation) => ({
      installation,
      ...choose(rows, installation.id),
    }));
    const articles = await listLatestArticlesOfCustomer(reader, { tenantId, customerId }, language);
    return chosen.map((facts): InstallationFacts => {
      const { installation, offer, versions, latestVersion, order } = facts;
      const { prepayment, invoice, delivery, request } = facts;
      const orderInspection = order
        ? latest(rows.inspections, (i) => i.order_id === order.id)
        : null;
      const invoiceInspection = invoice
        ? latest(rows.inspections, (i) => i.invoice_id === invoice.id)
        : null;
      return {
        CustomersID: installation.customer_id,
        OfferID: offer?.id ?? null,
        OfferStatus: offer?.status_id ?? null,
        OfferVersionNumbers: versions.map((version) => version.version_number).join(','),
        VersionNumber: latestVersion?.version_number ?? null,
        Offer_TypeID: offer?.offer_type_id ?? null,
        OrderID: order?.id ?? null,
        OrderStatus: order?.status_id ?? null,
        PrepaymentInvoiceID: prepayment?.id ?? null,
        PrepaymentInvoiceStatus: prepayment?.payment_state ?? null,
        Order_DeliveriesID: delivery?.id ?? null,
        DeliveryStatus: delivery?.status_id ?? null,
        InstallationDate: delivery?.installation_date ?? null,
        QR_FilledIn: toBoolean(installation.qr_filled_in),
        InvoiceID: invoice?.id ?? null,
        InvoiceStatus: invoice?.payment_state ?? null,
        OrderInspectionJobID: orderInspection?.keurder_job_id ?? null,
        InvoiceInspectionJobID: invoiceInspection?.keurder_job_id ?? null,
        OrderInspectionApproved: orderInspection ? toBoolean(orderInspection.approved) : null,
        InvoiceInspectionApproved: invoiceInspection ? toBoolean(invoiceInspection.approved) : null,
        NetOperatorStatus: request ? gridOperatorStatusCode(request.status) : null,
        HasExternalPrepayment: toBoolean(installation.has_external_prepayment),
        OpleveringDone: toBoolean(installation.oplevering_done),
        Surveyed: toBoolean(installation.surveyed),
        netOperator: installation.grid_operator,
        keuringCertificate: installation.keuring_certificate,
        hasWiringDiagram: toBoolean(installation.has_wiring_diagram),
        wiringDiagramKeuring: installation.wiring_diagram_keuring,
        articles: (latestVersion && articles.get(latestVersion.id)) || [],
      };
    });
  });
}

function choose(rows: CustomerRows, installationId: number) {
  const mine = <T extends { installation_id: number }>(row: T) =>
    row.installation_id === installationId;
  const offer = latest(rows.offers, mine);
  const versions = offer ? rows.versions.filter((version) => version.offer_id === offer.id) : [];
  const isCreditNote = (typeId: number) => CREDIT_NOTE_JOURNAL_TYPES.includes(typeId);
  return {
    offer,
    versions,
    latestVersion: versions.at(-1) ?? null,
    order: latest(rows.orders, mine),
    prepayment: latest(
      rows.invoices,
      (row) => mine(row) && toBoolean(row.is_prepayment) && !isCreditNote(row.invoice_type_id),
    ),
    invoice: latest(
      rows.invoices,
      (row) => mine(row) && !toBoolean(row.is_prepayment) && !isCreditNote(row.invoice_type_id),
    ),
    delivery: latest(rows.deliveries, mine),
    request: latest(rows.gridOperatorRequests, mine),
  };
}

/** The matching row with the highest id, or null. */
function latest<T extends { id: number }>(
  rows: readonly T[],
  matches: (row: T) => boolean,
): T | null {
  let found: T | null = null;
  for (const row of rows) if (matches(row) && (!found || row.id > found.id)) found = row;
  return found;
}

/** Runs the reads in one transaction (a repeatable-read snapshot on PostgreSQL). */
async function inSnapshot<T>(
  db: Kysely<Database>,
  read: (reader: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}
