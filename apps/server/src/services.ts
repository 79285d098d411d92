// Every service of the portal, built once in app.ts from its dependencies and handed to the routes
// as one typed value; each route takes the part it calls. A new capability adds its service here
// and its routes to a list in api.ts. The features' factories come from their index.ts; where a
// feature builds on what a feature above it makes (the document downloads), it is wired here.

import {
  type AccountLinkService,
  type AccountService,
  accountDataSection,
  createAccountLinkService,
  createAccountService,
} from './features/accounts/index.ts';
import {
  createDeliveryService,
  type DeliveryService,
  deliveriesDataSection,
} from './features/deliveries/index.ts';
import {
  type ArticleDocumentService,
  createArticleDocumentService,
  createDocumentService,
  type DocumentService,
  documentsDataSection,
  printsDataSection,
} from './features/documents/index.ts';
import {
  createEnergyPlanService,
  type EnergyPlanService,
  energyPlanDataSection,
} from './features/energy-plan/index.ts';
import {
  createGridOperatorService,
  type GridOperatorService,
  gridOperatorDataSection,
  gridOperatorPdf,
} from './features/grid-operator/index.ts';
import {
  createInspectionService,
  type InspectionService,
  inspectionCertificatePdf,
  inspectionsDataSection,
} from './features/inspections/index.ts';
import {
  createInstallationService,
  type InstallationService,
  installationsDataSection,
} from './features/installations/index.ts';
import {
  createIntegrationClientService,
  createIntegrationSync,
  type IntegrationClientService,
  type IntegrationSync,
} from './features/integration/index.ts';
import {
  createIntegrationEventCursor,
  createWebhookEndpoints,
  type IntegrationEventCursor,
  type WebhookEndpoints,
} from './features/integration-events/index.ts';
import {
  createInvoiceService,
  type InvoiceService,
  invoicesDataSection,
} from './features/invoices/index.ts';
import {
  createLoyaltyService,
  createReferralProgress,
  type LoyaltyService,
  loyaltyDataSection,
  type ReferralProgress,
} from './features/loyalty/index.ts';
import type { LiveStreams } from './features/monitoring/index.ts';
import {
  createDayAheadPrices,
  createEarningsPayment,
  createEnergyRetention,
  createHistoryService,
  createInsightsService,
  createLiveSocketGate,
  createMonitoringService,
  type DayAheadPrices,
  type EarningsPayment,
  type EnergyRetention,
  type HistoryService,
  type InsightsService,
  type LiveSocketGate,
  type MonitoringService,
  monitoringDataSection,
} from './features/monitoring/index.ts';
import {
  type AccountErasureService,
  createAccountErasureService,
  createDataExportService,
  type DataExportService,
} from './features/my-data/index.ts';
import {
  createNotificationMails,
  createNotificationService,
  createPreferenceService,
  type NotificationMails,
  type NotificationService,
  notificationsDataSection,
  type PreferenceService,
} from './features/notifications/index.ts';
import {
  createOfferDocumentService,
  createOfferSigningService,
  createOfferUpsellService,
  createOfferVersionService,
  createSignedOfferPdfs,
  type OfferDocumentService,
  type OfferSigningService,
  type OfferUpsellService,
  type OfferVersionService,
  offersDataSection,
  type SignedOfferPdfs,
} from './features/offers/index.ts';
import {
  createOrderService,
  deliveryPdf,
  iChoosrPdf,
  invoicePdf,
  type OrderService,
  orderPdf,
  ordersDataSection,
} from './features/orders/index.ts';
import { createRealmService, type RealmService } from './features/portal/index.ts';
import { createPushService, type PushService, pushDataSection } from './features/push/index.ts';
import {
  createRepairService,
  type RepairService,
  repairsDataSection,
} from './features/repairs/index.ts';
import {
  createSupportDesk,
  createSupportService,
  type SupportDesk,
  type SupportService,
  supportDataSection,
} from './features/support/index.ts';
import {
  createSurveyService,
  type SurveyService,
  surveysDataSection,
} from './features/surveys/index.ts';
import { createStatusListService, type StatusListService } from './features/tenants/index.ts';
import { type AttemptLimits, createAttemptLimits } from './platform/cache/attempt-limits.ts';
import type { CustomerDataSection } from './platform/data-export/customer-data-section.ts';
import {
  type CustomerAuthentication,
  createCustomerAuthentication,
} from './platform/identity/customer-authentication.ts';
import type { ServiceDeps } from './platform/service-deps.ts';
import {
  createTenantDirectory,
  type TenantDirectory,
} from './platform/tenancy/tenant-directory.ts';

export interface Services {
  tenants: TenantDirectory;
  /** Where the tenants' tag-manager containers load from (decision 077). */
  tagManager: { scriptOrigin: string };
  authentication: CustomerAuthentication;
  realm: RealmService;
  statusLists: StatusListService;
  accountLinks: AccountLinkService;
  /** Per-address limits of the account routes (features/accounts/auth-rate-limit.ts). */
  attemptLimits: AttemptLimits;
  account: AccountService;
  installations: InstallationService;
  invoices: InvoiceService;
  orders: OrderService;
  deliveries: DeliveryService;
  inspections: InspectionService;
  gridOperator: GridOperatorService;
  offerVersions: OfferVersionService;
  offerDocuments: OfferDocumentService;
  offerSigning: OfferSigningService;
  offerUpsells: OfferUpsellService;
  documents: DocumentService;
  notifications: NotificationService;
  /** The customer's notification choices and the mails' one-click unsubscribe (decision 096). */
  notificationPreferences: PreferenceService;
  /** Jobs: the notification mails, one by one and the daily digest. */
  notificationMails: NotificationMails;
  push: PushService;
  /** Support tickets as the customer sees and writes them. */
  support: SupportService;
  /** The company's side of tickets: replies and status changes (the installer API's seam). */
  supportDesk: SupportDesk;
  repairs: RepairService;
  surveys: SurveyService;
  loyalty: LoyaltyService;
  /** The company's side of a referral (offer, order), each step in a transaction of its own. */
  referralProgress: ReferralProgress;
  articleDocuments: ArticleDocumentService;
  /** Monitoring devices and their broadcasts (decision 048). */
  monitoring: MonitoringService;
  /** Who may watch a device on the monitoring socket. */
  liveSockets: LiveSocketGate;
  /** Monitoring history, capacity peaks and insights (decision 049). */
  monitoringHistory: HistoryService;
  monitoringInsights: InsightsService;
  /** Tomorrow's energy plan of a device, its push setting and saving total (decision 094). */
  energyPlan: EnergyPlanService;
  /** Jobs: quarter-hour retention, the monthly earnings payment, day-ahead price imports. */
  energyRetention: EnergyRetention;
  earningsPayment: EarningsPayment;
  dayAheadPrices: DayAheadPrices;
  /** The installers' back-office clients of the integration API (decision 053). */
  integrationClients: IntegrationClientService;
  /** The integration events by cursor (GET /api/integration/v1/events, decision 055). */
  integrationEvents: IntegrationEventCursor;
  /** Each tenant's webhook URL and signing secret (the `npm run tenant` command). */
  webhookEndpoints: WebhookEndpoints;
  /** The signed offer PDFs the offer.signed event links to. */
  signedOfferPdfs: SignedOfferPdfs;
  /** What the installer's back office writes and reads by its own ids. */
  integrationSync: IntegrationSync;
  /** The archive of a customer's data (decision 097). */
  dataExports: DataExportService;
  /** Erasing an account (decision 098). */
  accountErasure: AccountErasureService;
}

/** Every section of the archive of a customer's data, in the order of its index file: each
 * from the feature that owns the data (decision 097), the prints rendered by the document
 * downloads. A new feature's data adds its section. */
export const customerDataSections = (documents: DocumentService): CustomerDataSection[] => [
  accountDataSection,
  installationsDataSection,
  offersDataSection,
  ordersDataSection,
  invoicesDataSection,
  deliveriesDataSection,
  inspectionsDataSection,
  gridOperatorDataSection,
  supportDataSection,
  repairsDataSection,
  notificationsDataSection,
  pushDataSection,
  surveysDataSection,
  loyaltyDataSection,
  monitoringDataSection,
  energyPlanDataSection,
  documentsDataSection,
  printsDataSection(documents),
];

/** What the services are built from: the platform's parts and monitoring's live streams. */
export type AppServiceDeps = ServiceDeps & { liveStreams: LiveStreams };

export function createServices(deps: AppServiceDeps): Services {
  const tenants = createTenantDirectory(deps.db, deps.clock);
  const authentication = createCustomerAuthentication(deps);
  const attemptLimits = createAttemptLimits(deps);
  const documents = createDocumentService(deps, {
    orderPdf,
    invoicePdf,
    deliveryPdf,
    iChoosrPdf,
    gridOperatorPdf,
    inspectionCertificatePdf,
  });
  return {
    tenants,
    authentication,
    realm: createRealmService(deps),
    statusLists: createStatusListService(deps),
    accountLinks: createAccountLinkService(deps),
    attemptLimits,
    account: createAccountService({ ...deps, attemptLimits }),
    installations: createInstallationService(deps),
    invoices: createInvoiceService(deps),
    orders: createOrderService(deps),
    deliveries: createDeliveryService(deps),
    inspections: createInspectionService(deps),
    gridOperator: createGridOperatorService(deps),
    offerVersions: createOfferVersionService(deps),
    offerDocuments: createOfferDocumentService(deps),
    offerSigning: createOfferSigningService(deps),
    offerUpsells: createOfferUpsellService(deps),
    documents,
    notifications: createNotificationService(deps),
    notificationPreferences: createPreferenceService(deps),
    notificationMails: createNotificationMails(deps),
    push: createPushService(deps),
    support: createSupportService(deps),
    supportDesk: createSupportDesk(deps),
    repairs: createRepairService(deps),
    surveys: createSurveyService(deps),
    loyalty: createLoyaltyService(deps),
    referralProgress: createReferralProgress(deps),
    articleDocuments: createArticleDocumentService(deps),
    monitoring: createMonitoringService(deps),
    liveSockets: createLiveSocketGate({ ...deps, tenants, authentication }),
    monitoringHistory: createHistoryService(deps),
    monitoringInsights: createInsightsService(deps),
    energyPlan: createEnergyPlanService(deps),
    energyRetention: createEnergyRetention(deps),
    earningsPayment: createEarningsPayment(deps),
    dayAheadPrices: createDayAheadPrices(deps),
    integrationClients: createIntegrationClientService(deps),
    integrationEvents: createIntegrationEventCursor(deps),
    webhookEndpoints: createWebhookEndpoints({
      ...deps,
      allowInternalTargets: deps.config.webhookAllowPrivateTargets,
    }),
    signedOfferPdfs: createSignedOfferPdfs(deps),
    integrationSync: createIntegrationSync(deps),
    dataExports: createDataExportService({ ...deps, sections: customerDataSections(documents) }),
    accountErasure: createAccountErasureService(deps),
    tagManager: { scriptOrigin: deps.config.tagManagerOrigin },
  };
}
