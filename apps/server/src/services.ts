// Every service of the portal, built once in app.ts from its dependencies and handed to the routes
// as one typed value. A new capability adds its service here and its routes to routes/route-list.ts.

import {
  type AccountLinkService,
  createAccountLinkService,
} from './features/accounts/account-links.ts';
import { type AccountService, createAccountService } from './features/accounts/account-service.ts';
import {
  createDeliveryService,
  type DeliveryService,
} from './features/deliveries/delivery-service.ts';
import {
  type ArticleDocumentService,
  createArticleDocumentService,
} from './features/documents/article-document-service.ts';
import {
  createDocumentService,
  type DocumentService,
} from './features/documents/document-service.ts';
import {
  createGridOperatorService,
  type GridOperatorService,
} from './features/grid-operator/grid-operator-service.ts';
import {
  createInspectionService,
  type InspectionService,
} from './features/inspections/inspection-service.ts';
import {
  createInstallationService,
  type InstallationService,
} from './features/installations/installation-service.ts';
import {
  type BackOfficeService,
  createBackOfficeService,
} from './features/integration/backoffice/backoffice-service.ts';
import {
  createIntegrationClientService,
  type IntegrationClientService,
} from './features/integration/integration-client-service.ts';
import {
  createIntegrationSync,
  type IntegrationSync,
} from './features/integration/sync/integration-sync.ts';
import {
  createIntegrationEventCursor,
  type IntegrationEventCursor,
} from './features/integration-events/event-cursor.ts';
import {
  createWebhookEndpoints,
  type WebhookEndpoints,
} from './features/integration-events/webhook-endpoint.ts';
import { createInvoiceService, type InvoiceService } from './features/invoices/invoice-service.ts';
import { createLoyaltyService, type LoyaltyService } from './features/loyalty/loyalty-service.ts';
import {
  createReferralProgress,
  type ReferralProgress,
} from './features/loyalty/referral-progress.ts';
import {
  createDayAheadPrices,
  type DayAheadPrices,
} from './features/monitoring/day-ahead-import.ts';
import {
  createEarningsPayment,
  type EarningsPayment,
} from './features/monitoring/earnings-payment.ts';
import {
  createEnergyRetention,
  type EnergyRetention,
} from './features/monitoring/energy-retention.ts';
import {
  createHistoryService,
  type HistoryService,
} from './features/monitoring/history-service.ts';
import {
  createInsightsService,
  type InsightsService,
} from './features/monitoring/insights-service.ts';
import {
  createLiveSocketGate,
  type LiveSocketGate,
} from './features/monitoring/live-socket-access.ts';
import {
  createMonitoringService,
  type MonitoringService,
} from './features/monitoring/monitoring-service.ts';
import {
  createNotificationService,
  type NotificationService,
} from './features/notifications/notification-service.ts';
import {
  createOfferDocumentService,
  type OfferDocumentService,
} from './features/offers/offer-document-service.ts';
import {
  createOfferSigningService,
  type OfferSigningService,
} from './features/offers/offer-signing-service.ts';
import {
  createOfferUpsellService,
  type OfferUpsellService,
} from './features/offers/offer-upsell-service.ts';
import {
  createOfferVersionService,
  type OfferVersionService,
} from './features/offers/offer-version-service.ts';
import {
  createSignedOfferPdfs,
  type SignedOfferPdfs,
} from './features/offers/signed-offer-pdf-files.ts';
import { createOrderService, type OrderService } from './features/orders/order-service.ts';
import { createRealmService, type RealmService } from './features/portal/realm-service.ts';
import { createPushService, type PushService } from './features/push/push-service.ts';
import { createRepairService, type RepairService } from './features/repairs/repair-service.ts';
import { createSupportDesk, type SupportDesk } from './features/support/support-desk.ts';
import { createSupportService, type SupportService } from './features/support/support-service.ts';
import { createSurveyService, type SurveyService } from './features/surveys/survey-service.ts';
import {
  createStatusListService,
  type StatusListService,
} from './features/tenants/status-list-service.ts';
import { type AttemptLimits, createAttemptLimits } from './platform/cache/attempt-limits.ts';
import type { ServiceDeps } from './platform/config/service-deps.ts';
import {
  type CustomerAuthentication,
  createCustomerAuthentication,
} from './platform/identity/customer-authentication.ts';
import {
  createTenantDirectory,
  type TenantDirectory,
} from './platform/tenancy/tenant-directory.ts';

export interface Services {
  tenants: TenantDirectory;
  authentication: CustomerAuthentication;
  realm: RealmService;
  statusLists: StatusListService;
  accountLinks: AccountLinkService;
  /** Per-address limits of the account routes (routes/auth/auth-rate-limit.ts). */
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
  push: PushService;
  /** The installer's changes that notify the customer (issue 12's integration routes). */
  backOffice: BackOfficeService;
  /** Support tickets as the customer sees and writes them. */
  support: SupportService;
  /** The company's side of tickets: replies and status changes (the installer API's seam). */
  supportDesk: SupportDesk;
  repairs: RepairService;
  surveys: SurveyService;
  loyalty: LoyaltyService;
  /** The company's side of a referral (offer, order): for the installer API (issue 12). */
  referralProgress: ReferralProgress;
  articleDocuments: ArticleDocumentService;
  /** Monitoring devices and their broadcasts (decision 048). */
  monitoring: MonitoringService;
  /** Who may watch a device on the monitoring socket. */
  liveSockets: LiveSocketGate;
  /** Monitoring history, capacity peaks and insights (decision 049). */
  monitoringHistory: HistoryService;
  monitoringInsights: InsightsService;
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
  /** What the installer's back office writes and reads by its own ids (issue 12 §2). */
  integrationSync: IntegrationSync;
}

export function createServices(deps: ServiceDeps): Services {
  const tenants = createTenantDirectory(deps.db, deps.clock);
  const authentication = createCustomerAuthentication(deps);
  return {
    tenants,
    authentication,
    realm: createRealmService(deps),
    statusLists: createStatusListService(deps),
    accountLinks: createAccountLinkService(deps),
    attemptLimits: createAttemptLimits(deps),
    account: createAccountService(deps),
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
    documents: createDocumentService(deps),
    notifications: createNotificationService(deps),
    push: createPushService(deps),
    backOffice: createBackOfficeService(deps),
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
    energyRetention: createEnergyRetention(deps),
    earningsPayment: createEarningsPayment(deps),
    dayAheadPrices: createDayAheadPrices(deps),
    integrationClients: createIntegrationClientService(deps),
    integrationEvents: createIntegrationEventCursor(deps),
    webhookEndpoints: createWebhookEndpoints(deps),
    signedOfferPdfs: createSignedOfferPdfs(deps),
    integrationSync: createIntegrationSync(deps),
  };
}
