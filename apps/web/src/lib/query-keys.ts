// Every query key of the app, one factory per feature. Keys are the cache's shared vocabulary: a
// feature reads its own data under its factory's keys, and a mutation in one feature invalidates
// another feature's data through the same factory, without importing that feature (features
// never import each other). Everything of one resource sits under its root, so invalidating the
// root refreshes all of it.
import type { StatusLang } from '@portal/contract/status-list';

export const portalKeys = {
  all: ['portal'] as const,
  config: () => [...portalKeys.all, 'config'] as const,
  realm: () => [...portalKeys.all, 'realm'] as const,
  tagId: (subDomain: string | null) => [...portalKeys.all, 'tag-id', subDomain] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  registrationLink: (token: string) => [...authKeys.all, 'registration', token] as const,
  passwordLink: (token: string) => [...authKeys.all, 'password', token] as const,
  interaction: (uid: string) => [...authKeys.all, 'interaction', uid] as const,
};

export const accountKeys = {
  all: ['customers'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

/** The archive of the customer's data (decision 097). */
export const dataExportKeys = {
  all: ['data-export'] as const,
};

export const installationKeys = {
  all: ['installations'] as const,
};

export const offerKeys = {
  all: ['offers'] as const,
  offer: (offerId: number) => [...offerKeys.all, offerId] as const,
  versions: (offerId: number) => [...offerKeys.offer(offerId), 'versions'] as const,
  version: (offerId: number, version: number) => [...offerKeys.versions(offerId), version] as const,
  versionPdf: (offerId: number, version: number) =>
    [...offerKeys.version(offerId, version), 'pdf'] as const,
  upsells: (offerId: number, version: number) =>
    [...offerKeys.version(offerId, version), 'upsells'] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  order: (orderId: number) => [...orderKeys.all, orderId] as const,
  statuses: (lang: StatusLang) => [...orderKeys.all, 'statuses', lang] as const,
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  related: (invoiceId: number) => [...invoiceKeys.all, invoiceId, 'related'] as const,
};

export const deliveryKeys = {
  all: ['deliveries'] as const,
  delivery: (deliveryId: number) => [...deliveryKeys.all, deliveryId] as const,
  ofOrder: (orderId: number) => [...deliveryKeys.all, 'order', orderId] as const,
};

export const inspectionKeys = {
  all: ['inspections'] as const,
  inspection: (source: 'order' | 'invoice', id: number) =>
    [...inspectionKeys.all, source, id] as const,
};

export const gridOperatorKeys = {
  all: ['grid-operator'] as const,
  registration: (installationIndex: number) =>
    [...gridOperatorKeys.all, installationIndex] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const pushKeys = {
  all: ['push'] as const,
  publicKey: () => [...pushKeys.all, 'public-key'] as const,
};

export const supportKeys = {
  all: ['tickets'] as const,
  list: () => [...supportKeys.all, 'list'] as const,
  types: () => [...supportKeys.all, 'types'] as const,
  messages: (issueId: number) => [...supportKeys.all, issueId, 'messages'] as const,
  photo: (issueId: number, photoId: number, variant: 'full' | 'thumbnail') =>
    [...supportKeys.all, issueId, 'photos', photoId, variant] as const,
};

export const repairKeys = {
  all: ['repairs'] as const,
  list: () => [...repairKeys.all, 'list'] as const,
  ofDelivery: (deliveryId: number, invoiceId: number | null) =>
    [...repairKeys.all, 'list', deliveryId, invoiceId] as const,
  repair: (repairId: number) => [...repairKeys.all, repairId] as const,
};

export const surveyKeys = {
  all: ['surveys'] as const,
  survey: (orderId: number) => [...surveyKeys.all, orderId] as const,
};

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  overview: () => [...loyaltyKeys.all, 'overview'] as const,
  referralPage: (code: string) => [...loyaltyKeys.all, 'referral', code] as const,
};

export const articleDocumentKeys = {
  all: ['article-documents'] as const,
};

export const energyPlanKeys = {
  all: ['energyPlan'] as const,
  plan: (deviceId: string) => [...energyPlanKeys.all, deviceId] as const,
};

export const monitoringKeys = {
  all: ['monitoring'] as const,
  devices: () => [...monitoringKeys.all, 'devices'] as const,
  history: (deviceId: string, range: string, date: string) =>
    [...monitoringKeys.all, 'history', deviceId, range, date] as const,
  insights: (deviceId: string, range: string, date: string) =>
    [...monitoringKeys.all, 'insights', deviceId, range, date] as const,
};
