// What the generated documents need beyond the order, invoice and delivery records: files stored
// for a document (an uploaded or signed PDF), the installation's site and inspection facts, and
// the offer version an order was made from. Every query is scoped by tenant and customer.
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

/** owner_type of stored_documents rows that belong to a customer document. */
export const DocumentOwner = {
  Order: 'order',
  Invoice: 'invoice',
  Delivery: 'delivery',
  /** The back office's inspection (integration API), for its certificate PDF. */
  Inspection: 'inspection',
} as const;
export type DocumentOwner = (typeof DocumentOwner)[keyof typeof DocumentOwner];

/** kind of the stored print of an order, invoice or delivery, of the signed iChoosr PDF, and of
 * an inspection's certificate. */
export const DocumentKind = {
  Print: 'print',
  IChoosrSigned: 'ichoosr-signed',
  Certificate: 'certificate',
} as const;

export interface StoredFile {
  id: number;
  storageKey: string;
  contentType: string;
}

function customerFiles(db: Kysely<Database>, scope: CustomerOwner) {
  return db
    .selectFrom('stored_documents')
    .select(['id', 'storage_key', 'content_type'])
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId);
}

function toStoredFile(
  row: { id: number; storage_key: string; content_type: string } | undefined,
): StoredFile | undefined {
  return row
    ? { id: row.id, storageKey: row.storage_key, contentType: row.content_type }
    : undefined;
}

/** The latest file of that kind stored for the customer's entity, if any. */
export async function findStoredFile(
  db: Kysely<Database>,
  scope: CustomerOwner,
  owner: { type: DocumentOwner; id: number },
  kind: string,
): Promise<StoredFile | undefined> {
  const row = await customerFiles(db, scope)
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return toStoredFile(row);
}

/** A stored file by id, only when it is the customer's. */
export async function findStoredFileById(
  db: Kysely<Database>,
  scope: CustomerOwner,
  id: number,
): Promise<StoredFile | undefined> {
  return toStoredFile(await customerFiles(db, scope).where('id', '=', id).executeTakeFirst());
}

export interface InstallationSite {
  streetAndNumber: string | null;
  postalCode: string | null;
  city: string | null;
  gridOperator: string | null;
  keuringCertificate: string | null;
  hasWiringDiagram: boolean;
  wiringDiagramKeuring: string | null;
}

export async function findInstallationSite(
  db: Kysely<Database>,
  scope: CustomerOwner,
  installationId: number,
): Promise<InstallationSite | undefined> {
  const row = await db
    .selectFrom('installations')
    .select([
      'street_and_number',
      'postal_code',
      'city',
      'grid_operator',
      'keuring_certificate',
      'has_wiring_diagram',
      'wiring_diagram_keuring',
    ])
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', installationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    streetAndNumber: row.street_and_number,
    postalCode: row.postal_code,
    city: row.city,
    gridOperator: row.grid_operator,
    keuringCertificate: row.keuring_certificate,
    hasWiringDiagram: toBoolean(row.has_wiring_diagram),
    wiringDiagramKeuring: row.wiring_diagram_keuring,
  };
}

/** The certificate number of the latest inspection of the installation with one, if any. */
export async function findCertificateNumber(
  db: Kysely<Database>,
  scope: CustomerOwner,
  installationId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('inspections')
    .select('certificate_number')
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('installation_id', '=', installationId)
    .where('certificate_number', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.certificate_number ?? null;
}

/**
 * The offer version an order was made from: its latest signed version, else its latest version.
 * The offer must be the customer's (checked by joining on the customer).
 */
export async function findOrderVersion(
  db: Kysely<Database>,
  scope: CustomerOwner,
  offerId: number,
): Promise<{ id: number; totalExclVatCents: number; totalInclVatCents: number } | undefined> {
  const row = await db
    .selectFrom('offer_versions as v')
    .innerJoin('offers as o', (join) =>
      join.onRef('o.id', '=', 'v.offer_id').onRef('o.tenant_id', '=', 'v.tenant_id'),
    )
    .select(['v.id', 'v.total_excl_vat_cents', 'v.total_incl_vat_cents', 'v.signed_at'])
    .where('v.tenant_id', '=', scope.tenantId)
    .where('o.customer_id', '=', scope.customerId)
    .where('v.offer_id', '=', offerId)
    .orderBy('v.version_number', 'desc')
    .execute();
  const chosen = row.find((version) => version.signed_at !== null) ?? row[0];
  return chosen
    ? {
        id: chosen.id,
        totalExclVatCents: chosen.total_excl_vat_cents,
        totalInclVatCents: chosen.total_incl_vat_cents,
      }
    : undefined;
}
