// Every service of the portal, built once in app.ts from its dependencies and handed to the routes
// as one typed value. A new capability adds its service here and its routes to routes/route-list.ts.

import { type AttemptLimits, createAttemptLimits } from '../platform/cache/attempt-limits.ts';
import type { ServiceDeps } from '../platform/config/service-deps.ts';
import {
  type CustomerAuthentication,
  createCustomerAuthentication,
} from '../platform/identity/customer-authentication.ts';
import {
  createTenantDirectory,
  type TenantDirectory,
} from '../platform/tenancy/tenant-directory.ts';
import { type AccountService, createAccountService } from './account-service.ts';
import { type AccountLinkService, createAccountLinkService } from './accounts/account-links.ts';
import {
  type BackOfficeService,
  createBackOfficeService,
} from './backoffice/backoffice-service.ts';
import { createDeliveryService, type DeliveryService } from './deliveries/delivery-service.ts';
import {
  type ArticleDocumentService,
  createArticleDocumentService,
} from './documents/article-document-service.ts';
import { createDocumentService, type DocumentService } from './documents/document-service.ts';
import {
  createGridOperatorService,
  type GridOperatorService,
} from './grid-operator/grid-operator-service.ts';
import {
  createInspectionService,
  type InspectionService,
} from './inspections/inspection-service.ts';
import { createInstallationService, type InstallationService } from './installation-service.ts';
import {
  createIntegrationClientService,
  type IntegrationClientService,
} from './integration/integration-client-service.ts';
import { createIntegrationSync, type IntegrationSync } from './integration/integration-sync.ts';
import {
  createIntegrationEventCursor,
  type IntegrationEventCursor,
} from './integration-events/event-cursor.ts';
import {
  createSignedOfferPdfs,
  type SignedOfferPdfs,
} from './integration-events/signed-offer-pdf.ts';
import {
  createWebhookEndpoints,
  type WebhookEndpoints,
} from './integration-events/webhook-endpoint.ts';
import { createInvoiceService, type InvoiceService } from './invoices/invoice-service.ts';
import { createLoyaltyService, type LoyaltyService } from './loyalty/loyalty-service.ts';
import { createReferralProgress, type ReferralProgress } from './loyalty/referral-progress.ts';
import { createDayAheadPrices, type DayAheadPrices } from './monitoring/day-ahead-import.ts';
import { createEarningsPayment, type EarningsPayment } from './monitoring/earnings-payment.ts';
import { createEnergyRetention, type EnergyRetention } from './monitoring/energy-retention.ts';
import { createHistoryService, type HistoryService } from './monitoring/history-service.ts';
import { createInsightsService, type InsightsService } from './monitoring/insights-service.ts';
import { createLiveSocketGate, type LiveSocketGate } from './monitoring/live-socket-access.ts';
import {
  createMonitoringService,
  type MonitoringService,
} from './monitoring/monitoring-service.ts';
import {
  createNotificationService,
  type NotificationService,
} from './notifications/notification-service.ts';
import {
  createOfferDocumentService,
  type OfferDocumentService,
} from './offers/offer-document-service.ts';
import {
  createOfferSigningService,
  type OfferSigningService,
} from './offers/offer-signing-service.ts';
import {
  createOfferUpsellService,
  type OfferUpsellService,
} from './offers/offer-upsell-service.ts';
import {
  createOfferVersionService,
  type OfferVersionService,
} from './offers/offer-version-service.ts';
import { createOrderService, type OrderService } from './orders/order-service.ts';
import { createPushService, type PushService } from './push/push-service.ts';
import { createRealmService, type RealmService } from './realm-service.ts';
import { createRepairService, type RepairService } from './repairs/repair-service.ts';
import { createStatusListService, type StatusListService } from './status-list-service.ts';
import { createSupportDesk, type SupportDesk } from './support/support-desk.ts';
import { createSupportService, type SupportService } from './support/support-service.ts';
import { createSurveyService, type SurveyService } from './surveys/survey-service.ts';

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
