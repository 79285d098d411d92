// The Kysely database interface: every table by name. The table interfaces live in ./tables by
// entity group, mirroring the migrations in ./migrations.

import type { MailOutboxTable, PendingFilesTable } from './tables/crash-safety-tables.ts';
import type { EnergyPlanSettingsTable, EnergyPlansTable } from './tables/energy-plan-tables.ts';
import type {
  BalancingEarningsTable,
  DayAheadPricesTable,
  LoyaltyCodesTable,
  LoyaltyReferralsTable,
  LoyaltyVouchersTable,
  MonitoringDevicesTable,
  MonitoringEnergyTable,
  SurveyAnswersTable,
  SurveysTable,
} from './tables/engagement-tables.ts';
import type {
  DeliveriesTable,
  GridOperatorRequestsTable,
  InspectionsTable,
  InvoicesTable,
  RepairsTable,
} from './tables/fulfilment-tables.ts';
import type { IdempotencyKeysTable } from './tables/idempotency-tables.ts';
import type {
  CustomerCredentialsTable,
  CustomerTokensTable,
  InstallationSecretsTable,
  OidcPayloadsTable,
  RealmSigningKeysTable,
} from './tables/identity-tables.ts';
import type {
  IntegrationEventDeliveriesTable,
  IntegrationEventsTable,
} from './tables/integration-event-tables.ts';
import type { IntegrationClientsTable } from './tables/integration-tables.ts';
import type { AccountErasuresTable, DataExportsTable } from './tables/my-data-tables.ts';
import type {
  NotificationDigestsTable,
  NotificationMailQueueTable,
  NotificationPreferencesTable,
  NotificationSettingsTable,
} from './tables/notification-preference-tables.ts';
import type { PushOutboxTable, PushVapidKeysTable } from './tables/push-tables.ts';
import type {
  InstallationsTable,
  OfferArticleDetailsTable,
  OfferArticlesTable,
  OffersTable,
  OfferVersionsTable,
  OrdersTable,
  UpsellOffersTable,
} from './tables/sales-tables.ts';
import type {
  NotificationsTable,
  PushSubscriptionsTable,
  TicketFilesTable,
  TicketMessagesTable,
  TicketsTable,
} from './tables/support-tables.ts';
import type {
  ArticleDocumentsTable,
  AuditLogTable,
  CustomersTable,
  StatusListItemsTable,
  StoredDocumentsTable,
  TenantLogosTable,
  TenantsTable,
  TicketTypeLabelsTable,
  TicketTypesTable,
} from './tables/tenant-tables.ts';

export interface Database {
  tenants: TenantsTable;
  tenant_logos: TenantLogosTable;
  customers: CustomersTable;
  status_list_items: StatusListItemsTable;
  ticket_types: TicketTypesTable;
  ticket_type_labels: TicketTypeLabelsTable;
  article_documents: ArticleDocumentsTable;
  stored_documents: StoredDocumentsTable;
  audit_log: AuditLogTable;
  idempotency_keys: IdempotencyKeysTable;
  pending_files: PendingFilesTable;
  mail_outbox: MailOutboxTable;

  customer_credentials: CustomerCredentialsTable;
  customer_tokens: CustomerTokensTable;
  oidc_payloads: OidcPayloadsTable;
  realm_signing_keys: RealmSigningKeysTable;
  installation_secrets: InstallationSecretsTable;
  integration_clients: IntegrationClientsTable;

  installations: InstallationsTable;
  offers: OffersTable;
  offer_versions: OfferVersionsTable;
  offer_articles: OfferArticlesTable;
  offer_article_details: OfferArticleDetailsTable;
  upsell_offers: UpsellOffersTable;
  orders: OrdersTable;

  invoices: InvoicesTable;
  deliveries: DeliveriesTable;
  inspections: InspectionsTable;
  grid_operator_requests: GridOperatorRequestsTable;
  repairs: RepairsTable;

  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  ticket_files: TicketFilesTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
  push_outbox: PushOutboxTable;
  notification_preferences: NotificationPreferencesTable;
  notification_settings: NotificationSettingsTable;
  notification_mail_queue: NotificationMailQueueTable;
  notification_digests: NotificationDigestsTable;

  surveys: SurveysTable;
  survey_answers: SurveyAnswersTable;
  loyalty_referrals: LoyaltyReferralsTable;
  loyalty_codes: LoyaltyCodesTable;
  loyalty_vouchers: LoyaltyVouchersTable;
  monitoring_devices: MonitoringDevicesTable;
  monitoring_energy: MonitoringEnergyTable;
  day_ahead_prices: DayAheadPricesTable;
  balancing_earnings: BalancingEarningsTable;
  energy_plans: EnergyPlansTable;
  energy_plan_settings: EnergyPlanSettingsTable;

  integration_events: IntegrationEventsTable;
  integration_event_deliveries: IntegrationEventDeliveriesTable;

  data_exports: DataExportsTable;
  account_erasures: AccountErasuresTable;
}
