// After the order: invoices, deliveries, inspections (keuring), grid-operator requests, repairs.
import type { GridOperatorRequestStatus, PaymentState } from '@portal/domain/status-ids';
import type {
  Cents,
  DateText,
  DefaultFlag,
  Id,
  Optional,
  Timestamp,
  WithDefault,
} from './column-types.ts';

export interface InvoicesTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  order_id: Optional<number>;
  /** Journal type, InvoiceTypeId of @portal/domain/invoice-title (credit notes among them). */
  invoice_type_id: number;
  offer_type_id: Optional<number>;
  /** "VF2026/" — printed before the number; may be empty. */
  number_prefix: WithDefault<string>;
  invoice_number: number;
  is_prepayment: DefaultFlag;
  payment_state: PaymentState;
  amount_excl_vat_cents: Cents;
  amount_incl_vat_cents: Cents;
  issued_on: DateText;
  due_on: Optional<DateText>;
  paid_at: Optional<Timestamp>;
  /** "+++123/4567/89012+++". */
  structured_communication: Optional<string>;
  /** A credit note points to the invoice it credits. */
  related_invoice_id: Optional<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DeliveriesTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  order_id: number;
  /** DeliveryStatusId. */
  status_id: number;
  offer_type_id: number;
  /** The (planned) installation moment. */
  installation_date: Optional<Timestamp>;
  /** The customer signed the delivery document (iChoosr). */
  document_signed_at: Optional<Timestamp>;
  remarks: Optional<string>;
  /** The customer pays with a bank loan (SEPA). */
  sepa_loan: DefaultFlag;
  signature_document_id: Optional<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An inspection (keuring) job of the inspection body, on an order or an invoice. */
export interface InspectionsTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  order_id: Optional<number>;
  invoice_id: Optional<number>;
  keurder_job_id: number;
  asked_keuring: DefaultFlag;
  appointment_date: Optional<Timestamp>;
  approved: DefaultFlag;
  approved_date: Optional<DateText>;
  /** Set when the inspector rejected the installation (a stored state, never derived). */
  rejected_date: Optional<DateText>;
  certificate_number: Optional<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GridOperatorRequestsTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  operator: string;
  status: GridOperatorRequestStatus;
  /** 18-digit EAN of the connection point. */
  ean: Optional<string>;
  requested_at: Timestamp;
  sent_at: Optional<Timestamp>;
  completed_at: Optional<Timestamp>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RepairsTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  delivery_id: Optional<number>;
  invoice_id: Optional<number>;
  /** RepairStatusId. */
  status_id: number;
  description: string;
  reported_at: Timestamp;
  planned_date: Optional<Timestamp>;
  resolved_at: Optional<Timestamp>;
  /** What the technician wrote after the visit (migration 0012). */
  technician_report: Optional<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
