// One installation's story as rows: the installation, its offer, order, prepayment invoice,
// delivery, final invoice (with a credit note when the first one was wrong), inspections and
// grid-operator request.
import { InvoiceTypeId } from '@portal/domain/invoice-title';
import { insertInspection } from './insert-inspection.ts';
import { insertInvoice, share } from './insert-invoice.ts';
import { insertOffer } from './insert-offer.ts';
import type { InstallationScenario } from './scenario-types.ts';
import type { SeededInstallation, TenantSeed } from './seed-context.ts';

/** Share of the total asked as prepayment. */
const prepaymentShare = 0.2;

interface Owner {
  customerId: number;
  address: { streetAndNumber: string; postalCode: string; city: string };
}

export async function insertInstallation(
  seed: TenantSeed,
  owner: Owner,
  scenario: InstallationScenario,
): Promise<SeededInstallation> {
  const { tenantId, clock } = seed;
  const site = scenario.site ?? owner.address;
  const installationId = await seed.write.installations({
    tenant_id: tenantId,
    customer_id: owner.customerId,
    street_and_number: site.streetAndNumber,
    postal_code: site.postalCode,
    city: site.city,
    grid_operator: scenario.gridOperator,
    has_external_prepayment: scenario.externalPrepayment ?? false,
    oplevering_done: scenario.opleveringDone ?? false,
    surveyed: scenario.surveyed ?? false,
    qr_filled_in: scenario.qrFilledIn ?? false,
    keuring_certificate: scenario.keuringCertificate ?? null,
    has_wiring_diagram: scenario.wiringDiagramKeuring !== undefined,
    wiring_diagram_keuring: scenario.wiringDiagramKeuring ?? null,
    created_at: clock.at(scenario.day),
    updated_at: clock.at(scenario.day),
  });
  const own = { customerId: owner.customerId, installationId };
  const { offerId, totals } = await insertOffer(seed, own, scenario);

  const seeded: SeededInstallation = {
    id: installationId,
    offerId,
    orderId: null,
    deliveryId: null,
    invoiceId: null,
  };
  const { order } = scenario;
  if (!order) return seeded;
  const orderId = await seed.write.orders({
    tenant_id: tenantId,
    customer_id: owner.customerId,
    installation_id: installationId,
    offer_id: offerId,
    status_id: order.status,
    offer_type_id: scenario.offerTypeId,
    payment_stage: order.paymentStage,
    ordered_at: clock.at(order.day),
    signed_at: clock.at(order.day),
    created_at: clock.at(order.day),
    updated_at: clock.at(order.day),
  });
  seeded.orderId = orderId;
  const invoiceOwner = { ...own, orderId, offerTypeId: scenario.offerTypeId };

  if (scenario.prepayment) {
    const { day, paidDay } = scenario.prepayment;
    await insertInvoice(seed, invoiceOwner, {
      typeId: InvoiceTypeId.PrepaymentInvoice,
      prepayment: true,
      amount: share(totals, prepaymentShare),
      day,
      dueInDays: 14,
      paidDay,
    });
  }

  if (scenario.delivery) {
    const delivery = scenario.delivery;
    seeded.deliveryId = await seed.write.deliveries({
      tenant_id: tenantId,
      customer_id: owner.customerId,
      installation_id: installationId,
      order_id: orderId,
      status_id: delivery.status,
      offer_type_id: scenario.offerTypeId,
      installation_date:
        delivery.installationDay === undefined ? null : clock.at(delivery.installationDay, 8),
      document_signed_at:
        delivery.documentSignedDay === undefined ? null : clock.at(delivery.documentSignedDay),
      remarks: delivery.remarks ?? null,
      sepa_loan: delivery.sepaLoan ?? false,
      created_at: clock.at(order.day + 1),
      updated_at: clock.at(delivery.installationDay ?? order.day + 1),
    });
  }

  if (scenario.invoice) {
    const { day, paidDay, credited } = scenario.invoice;
    const rest = scenario.prepayment ? share(totals, 1 - prepaymentShare) : totals;
    if (credited) {
      const wrong = await insertInvoice(seed, invoiceOwner, {
        typeId: InvoiceTypeId.Invoice,
        amount: share(totals, 1),
        day: credited.day,
        dueInDays: 30,
        paidDay: credited.day + 3,
      });
      await insertInvoice(seed, invoiceOwner, {
        typeId: InvoiceTypeId.CreditNote,
        amount: share(totals, 1),
        day: credited.day + 3,
        paidDay: credited.day + 3,
        relatedInvoiceId: wrong,
      });
    }
    seeded.invoiceId = await insertInvoice(seed, invoiceOwner, {
      typeId: InvoiceTypeId.Invoice,
      amount: rest,
      day,
      dueInDays: 30,
      paidDay,
    });
  }

  for (const inspection of scenario.inspections ?? []) {
    await insertInspection(seed, { ...own, orderId, invoiceId: seeded.invoiceId }, inspection);
  }

  if (scenario.gridRequest) {
    const request = scenario.gridRequest;
    await seed.write.grid_operator_requests({
      tenant_id: tenantId,
      customer_id: owner.customerId,
      installation_id: installationId,
      operator: scenario.gridOperator,
      status: request.status,
      ean: request.ean,
      requested_at: clock.at(request.day),
      sent_at: request.sentDay === undefined ? null : clock.at(request.sentDay),
      completed_at: request.doneDay === undefined ? null : clock.at(request.doneDay),
      created_at: clock.at(request.day),
      updated_at: clock.at(request.doneDay ?? request.sentDay ?? request.day),
    });
  }
  return seeded;
}
