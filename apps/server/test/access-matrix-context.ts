// The ids of Jan (the demo's main customer) that the access matrix's requests are built from,
// and Marie's own account details for the account update: shared by the tests that walk the
// matrix (access-matrix.test.ts, response-serialization.test.ts).
import type { AccountUpdate } from '@portal/contract/identity';
import { listOrders } from '../src/repositories/order-repository.ts';
import type { JanIds, MatrixContext } from './access-matrix-table.ts';
import type { CustomerApi } from './customer-api.ts';
import { deliveriesOf, invoicesOf, pick } from './document-fixtures.ts';
import { offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE } from './offer-signing-helpers.ts';

export async function matrixContext(api: CustomerApi): Promise<MatrixContext> {
  const { db, jan, marie } = api;
  const offer = await offerOf(db, 'demo', 'jan.peeters@example.be');
  const order = pick(await listOrders(db, jan), 'an order of Jan');
  const invoice = pick(await invoicesOf(db, jan), 'an invoice of Jan');
  const delivery = pick(await deliveriesOf(db, jan), 'a delivery of Jan');
  const versionNumber = offer.versions.at(-1);
  if (versionNumber === undefined) throw new Error('demo data: Jan has an offer version');
  const ids: JanIds = {
    offerId: offer.offerId,
    offerTypeId: offer.offerTypeId,
    versionNumber,
    orderId: order.id,
    orderOfferTypeId: order.offerTypeId,
    invoiceId: invoice.id,
    invoiceOfferTypeId: invoice.offer_type_id ?? order.offerTypeId,
    deliveryId: delivery.id,
    deliveryOfferTypeId: delivery.offer_type_id,
  };
  const me = await api.request({
    tenant: 'demo',
    customerId: marie.customerId,
    url: '/api/customers/me',
  });
  const { firstName, name, phone, languageCode, streetAndNumber, postalCode, city } =
    me.json().data;
  const account: AccountUpdate = {
    firstName,
    name,
    phone,
    languageCode,
    streetAndNumber,
    postalCode,
    city,
  };
  return { ids, png: PNG_SIGNATURE, account };
}
