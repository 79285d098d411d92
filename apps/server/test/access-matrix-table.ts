// The access matrix's id table (access-matrix.test.ts): one entry per /api route as Fastify
// registers it ("METHOD /api/path/:param"). A public route names a request that must be answered
// without a token; a customer route names the request made with Jan's ids (the demo's main
// customer) and what Marie, another customer of the same tenant, may get for those ids: 404, or
// for the routes that only ever address the caller's own data (me, lists, list positions) her own
// answer, never Jan's. A route missing here fails the test.
import type { AccountUpdate } from '@portal/contract/identity';
import { signForm } from './offer-signing-helpers.ts';

export interface JanIds {
  offerId: number;
  offerTypeId: number;
  versionNumber: number;
  orderId: number;
  orderOfferTypeId: number;
  invoiceId: number;
  invoiceOfferTypeId: number;
  deliveryId: number;
  deliveryOfferTypeId: number;
}

/** What a customer route's request is built from. */
export interface MatrixContext {
  ids: JanIds;
  /** A valid signature image. */
  png: Buffer;
  /** The caller's own account details, as GET customers/me gives them. */
  account: AccountUpdate;
}

export interface MatrixRequest {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

export type MatrixEntry =
  | { access: 'public'; request: MatrixRequest }
  | {
      access: 'customer';
      request: (context: MatrixContext) => MatrixRequest;
      /** What Marie gets for Jan's ids. */
      otherCustomer: 'not-found' | 'own-data';
      /** Jan's own answer, checked for reads so that Marie's 404 proves ownership, not a bad id. */
      own?: number;
    };

const bogusToken = 'x'.repeat(43);
const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

function multipartRequest(url: string, fields: Record<string, string>, png: Buffer) {
  const form = signForm(fields, { bytes: png, type: 'image/png' });
  return { url, payload: form.payload, headers: { 'content-type': form.contentType } };
}

const statuses = (kind: string): MatrixEntry => ({
  access: 'public',
  request: { url: `/api/${kind}/statuses?lang=nl-BE` },
});

export const accessMatrix: Record<string, MatrixEntry> = {
  'GET /api/portal/realm': { access: 'public', request: { url: '/api/portal/realm' } },
  'GET /api/portal/config': { access: 'public', request: { url: '/api/portal/config' } },
  'GET /api/portal/tag-id': {
    access: 'public',
    request: { url: '/api/portal/tag-id?subDomain=demo' },
  },
  'GET /api/offers/statuses': statuses('offers'),
  'GET /api/orders/statuses': statuses('orders'),
  'GET /api/deliveries/statuses': statuses('deliveries'),
  'GET /api/repairs/statuses': statuses('repairs'),
  'GET /api/issues/statuses': statuses('issues'),
  'GET /api/auth/registration/:token': {
    access: 'public',
    request: { url: `/api/auth/registration/${bogusToken}` },
  },
  'POST /api/auth/registration/confirm': {
    access: 'public',
    request: {
      url: '/api/auth/registration/confirm',
      payload: { token: bogusToken, password: 'A long enough passphrase 42!' },
    },
  },
  'POST /api/auth/registration/resend': {
    access: 'public',
    request: { url: '/api/auth/registration/resend', payload: { token: bogusToken } },
  },
  'POST /api/auth/password/forgot': {
    access: 'public',
    request: { url: '/api/auth/password/forgot', payload: { email: 'nobody@example.be' } },
  },
  'GET /api/auth/password/:token': {
    access: 'public',
    request: { url: `/api/auth/password/${bogusToken}` },
  },
  'POST /api/auth/password/reset': {
    access: 'public',
    request: {
      url: '/api/auth/password/reset',
      payload: { token: bogusToken, password: 'A long enough passphrase 42!' },
    },
  },

  'GET /api/auth/me': {
    access: 'customer',
    request: () => ({ url: '/api/auth/me' }),
    otherCustomer: 'own-data',
    own: 200,
  },
  'GET /api/customers/me': {
    access: 'customer',
    request: () => ({ url: '/api/customers/me' }),
    otherCustomer: 'own-data',
    own: 200,
  },
  'PATCH /api/customers/me': {
    access: 'customer',
    // The caller's own current details, so the account stays as it was.
    request: ({ account }) => ({ url: '/api/customers/me', payload: account }),
    otherCustomer: 'own-data',
  },
  'GET /api/installations/': {
    access: 'customer',
    request: () => ({ url: '/api/installations/' }),
    otherCustomer: 'own-data',
    own: 200,
  },
  'GET /api/notifications': {
    access: 'customer',
    request: () => ({ url: '/api/notifications' }),
    otherCustomer: 'own-data',
    own: 200,
  },
  'GET /api/installations/:installationIndex/grid-operator': {
    access: 'customer',
    request: () => ({ url: '/api/installations/0/grid-operator' }),
    otherCustomer: 'own-data',
    own: 200,
  },
  'POST /api/installations/:installationIndex/grid-operator': {
    access: 'customer',
    request: () => ({
      url: '/api/installations/0/grid-operator',
      payload: { nationalRegistrationNumber: '85.07.30-033.28', inspectionCertificateNumber: 'X' },
    }),
    otherCustomer: 'own-data',
  },
  'GET /api/invoices/:id': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/invoices/${ids.invoiceId}` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/invoices/:id/related': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/invoices/${ids.invoiceId}/related` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/invoices/:id/files/:offerTypeId': {
    access: 'customer',
    request: ({ ids }) => ({
      url: `/api/invoices/${ids.invoiceId}/files/${ids.invoiceOfferTypeId}`,
    }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/orders/:id': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/orders/${ids.orderId}` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'POST /api/orders/:id/sign': {
    access: 'customer',
    request: ({ ids, png }) => ({
      url: `/api/orders/${ids.orderId}/sign`,
      payload: { remarks: '', sepaLoan: false, signature: pngDataUrl(png) },
    }),
    otherCustomer: 'not-found',
  },
  'GET /api/orders/:id/files/:offerTypeId': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/orders/${ids.orderId}/files/${ids.orderOfferTypeId}` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/files/sales/orders/:orderId/:file': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/files/sales/orders/${ids.orderId}/declaration-RGIE` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/inspections/orders/:id': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/inspections/orders/${ids.orderId}` }),
    otherCustomer: 'not-found',
  },
  'GET /api/inspections/invoices/:id': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/inspections/invoices/${ids.invoiceId}` }),
    otherCustomer: 'not-found',
  },
  'GET /api/deliveries/:id': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/deliveries/${ids.deliveryId}` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/deliveries/orders/:id': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/deliveries/orders/${ids.orderId}` }),
    otherCustomer: 'not-found',
  },
  'POST /api/deliveries/:id/confirm': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/deliveries/${ids.deliveryId}/confirm`, payload: {} }),
    otherCustomer: 'not-found',
  },
  'GET /api/deliveries/:id/files/:offerTypeId': {
    access: 'customer',
    request: ({ ids }) => ({
      url: `/api/deliveries/${ids.deliveryId}/files/${ids.deliveryOfferTypeId}`,
    }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/deliveries/:id/iChooserFiles': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/deliveries/${ids.deliveryId}/iChooserFiles` }),
    otherCustomer: 'not-found',
  },
  'GET /api/offers/:id/versions': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/offers/${ids.offerId}/versions` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/offers/:id/versions/:version': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/offers/${ids.offerId}/versions/${ids.versionNumber}` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'GET /api/offers/:id/versions/:version/upsells': {
    access: 'customer',
    request: ({ ids }) => ({
      url: `/api/offers/${ids.offerId}/versions/${ids.versionNumber}/upsells`,
    }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'POST /api/offers/:id/seen': {
    access: 'customer',
    request: ({ ids }) => ({
      url: `/api/offers/${ids.offerId}/seen`,
      payload: { versionNumber: ids.versionNumber },
    }),
    otherCustomer: 'not-found',
  },
  'GET /api/offers/:offerId/files/:offerTypeId': {
    access: 'customer',
    request: ({ ids }) => ({ url: `/api/offers/${ids.offerId}/files/${ids.offerTypeId}` }),
    otherCustomer: 'not-found',
    own: 200,
  },
  'POST /api/offers/:id/sign': {
    access: 'customer',
    request: ({ ids, png }) =>
      multipartRequest(
        `/api/offers/${ids.offerId}/sign`,
        { version: String(ids.versionNumber) },
        png,
      ),
    otherCustomer: 'not-found',
  },
  'POST /api/offers/:offerId/upsale': {
    access: 'customer',
    request: ({ ids, png }) =>
      multipartRequest(`/api/offers/${ids.offerId}/upsale`, { type: 'battery', name: 'Any' }, png),
    otherCustomer: 'not-found',
  },
};
