// The pages the accessibility sweep visits: every route of apps/web/src/app/route-table.ts with
// real demo data of Jan Peeters on the demo tenant (which has every feature), the public pages a
// signed-out visitor sees, and the branded pages of helios (another tenant colour). Ids come from
// the demo seed (apps/server/src/demo/): installation 3 holds offer 4 with its three versions,
// installation 1 the battery with an open repair (2) and an unanswered survey (order 2), ticket 3
// waits for Jan's reply, invoice 9 is the open prepayment with its QR code, PEETERS2 is Jan's
// referral code.
import type { Page } from 'playwright-core';

export interface SweepPage {
  /** The route-table path this page stands for. */
  route: string;
  /** The address opened, with demo ids. */
  path: string;
  /** Dutch text the loaded page shows (checked in the Dutch sweep): its data is there. */
  shows?: RegExp;
}

export const signedInPages: SweepPage[] = [
  { route: '/', path: '/' },
  { route: '/account', path: '/account' },
  { route: '/aftersale', path: '/aftersale', shows: /Documenten van deze installatie/ },
  { route: '/dashboard', path: '/dashboard', shows: /Offerte goedkeuren/ },
  { route: '/documents', path: '/documents', shows: /Orderbevestiging/ },
  { route: '/installations', path: '/installations', shows: /Offerte te ondertekenen/ },
  { route: '/installations/:installationId', path: '/installations/0', shows: /Alles is rond/ },
  {
    route: '/installations/deliverydetail/:id',
    path: '/installations/deliverydetail/4',
    shows: /Wat wordt er geleverd/,
  },
  {
    route: '/installations/deliverydetail/order/:id',
    path: '/installations/deliverydetail/order/5',
    shows: /installateur plant/,
  },
  {
    route: '/installations/documents/:installationId',
    path: '/installations/documents/0',
    shows: /Factuur/,
  },
  {
    route: '/installations/ichoosr/:id',
    path: '/installations/ichoosr/3',
    shows: /Leveringsdocument/,
  },
  {
    route: '/installations/inspectiondetail/:inspection',
    path: '/installations/inspectiondetail/4_invoice',
    shows: /Eendraadschema/,
  },
  {
    route: '/installations/invoicedetail/:id',
    path: '/installations/invoicedetail/9',
    shows: /^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/,
  },
  {
    route: '/installations/invoicedetail/list/:id',
    path: '/installations/invoicedetail/list/4',
    shows: /Creditnota/,
  },
  {
    route: '/installations/netoperator/:installationId',
    path: '/installations/netoperator/4',
    shows: /Aanmelden kan nog niet/,
  },
  {
    route: '/installations/offerdetail/:offer',
    path: '/installations/offerdetail/4_3',
    shows: /Offerte ondertekenen/,
  },
  {
    route: '/installations/offerdetail/list/:id',
    path: '/installations/offerdetail/list/4',
    shows: /Versie 3/,
  },
  {
    route: '/installations/offerdetail/upsell/:offer',
    path: '/installations/offerdetail/upsell/4_3',
    shows: /Alfen Eve/,
  },
  {
    route: '/installations/orderdetail/:id',
    path: '/installations/orderdetail/5',
    shows: /Betalingsfasen/,
  },
  {
    route: '/installations/repairs/:repairId',
    path: '/installations/repairs/2',
    shows: /Batterijmodule 3/,
  },
  {
    route: '/installations/repairs/list/:installationId',
    path: '/installations/repairs/list/1',
    shows: /Batterijmodule 3/,
  },
  {
    route: '/installations/survey/:orderId',
    path: '/installations/survey/2',
    shows: /Advies en offerte/,
  },
  { route: '/loyalty', path: '/loyalty', shows: /PEETERS2/ },
  { route: '/monitoring/device-details', path: '/monitoring/device-details' },
  { route: '/monitoring/feed', path: '/monitoring/feed' },
  {
    route: '/monitoring/history',
    path: '/monitoring/history',
    shows: /Capaciteitspieken van het voorbije jaar/,
  },
  { route: '/monitoring/insights', path: '/monitoring/insights', shows: /Vermeden CO2/ },
  { route: '/monitoring/plan', path: '/monitoring/plan', shows: /Geplande verbruikers/ },
  { route: '/notifications', path: '/notifications', shows: /Antwoord op uw vraag/ },
  { route: '/support', path: '/support', shows: /Afgesloten tickets/ },
  { route: '/support/createissue', path: '/support/createissue', shows: /Soort ticket/ },
  { route: '/support/:issueId', path: '/support/3', shows: /kunt u een foto sturen/ },
  { route: '*', path: '/no/such/page' },
];

/** Pages a signed-out visitor opens; the two link pages get their token from the outbox. */
export const signedOutPages: SweepPage[] = [
  { route: '/', path: '/' },
  { route: '/forgotpassword', path: '/forgotpassword' },
  { route: '/referral/:code', path: '/referral/PEETERS2', shows: /Jan raadt/ },
  // Without its mailed token: the page says the link is not valid (e2e/my-data.test.ts opens
  // it with one, and erases).
  { route: '/account/erase', path: '/account/erase', shows: /Deze link is niet geldig/ },
  { route: '*', path: '/no/such/page' },
];

/** The other tenant's brand colours on its own data (Camille Dubois, ORES), in French. */
export const heliosPages: SweepPage[] = [
  { route: '/installations', path: '/installations' },
  { route: '/dashboard', path: '/dashboard' },
  { route: '/installations/orderdetail/:id', path: '/installations/orderdetail/16' },
  { route: '/installations/deliverydetail/:id', path: '/installations/deliverydetail/14' },
  { route: '/installations/netoperator/:installationId', path: '/installations/netoperator/0' },
  { route: '/installations/documents/:installationId', path: '/installations/documents/0' },
];

/** The demo's flexio device, selected so that the insights page shows instead of redirecting. */
export const flexioDevice = {
  id: 1,
  deviceId: 'FLX-7A31C0',
  name: 'Thuisbatterij en zonnepanelen',
  monitoringIntegration: 'flexio',
};

/** Turns monitoring on and selects the flexio device in the page's storage, as the customer's
 * choice would: its pages then show instead of redirecting. */
export async function chooseFlexio(page: Page): Promise<void> {
  await page.evaluate((device) => {
    localStorage.setItem('monitoring.enabled', 'true');
    localStorage.setItem('monitoring.device', JSON.stringify(device));
  }, flexioDevice);
}
