// Notifications and monitoring devices written by the back office. A notification
// goes through notify() (its push queued with it) in one transaction with its back-office id; a
// param that names a record its link opens (offerId, orderId, issueId, …) must name one of the
// customer's, else 400 on that param and nothing is written: a link never opens another
// customer's record, nor one that does not exist; a sent notification does not change (409), and
// can be deleted. A device belongs to one customer
// of the tenant, its integration id unique in the tenant: a first sync adopts the portal's own
// device of that id; another back-office device or another customer's is a 409. The survey's
// questions are the tenant's portal config value the survey reads (decision 042).
import { ErrorCode } from '@portal/contract/error-code';
import type {
  IntegrationMonitoringDevice,
  IntegrationNotification,
  MonitoringDeviceUpsert,
  NotificationUpsert,
  SurveyQuestions,
} from '@portal/contract/integration/engagement';
import {
  idOf,
  type NotificationRecordParam,
  notificationRecordParams,
} from '@portal/contract/notification-routes';
import { MAX_RECORD_ID } from '@portal/contract/record-id';
import { surveyQuestions } from '@portal/domain/survey';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { notify } from '../../notifications/index.ts';
import { refuseIfErased } from '../erased-customer.ts';
import { lifecycleRefusal } from '../lifecycle.ts';
import { findCustomerIdByExternalId } from '../repositories/external-customers.ts';
import {
  deleteDevice,
  deleteNotification,
  findCustomerExternalId,
  findDeviceByDeviceId,
  findExternalDevice,
  findExternalNotification,
  findPortalConfigValue,
  insertExternalDevice,
  isCustomersRecord,
  setNotificationExternalId,
  setPortalConfigValue,
  updateExternalDevice,
} from '../repositories/external-engagement.ts';
import { findOfferExternalIdOfInstallation } from '../repositories/external-fulfilment.ts';
import { findExternalOffer } from '../repositories/external-sales.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

type Scope = IntegrationRequestScope;

export interface EngagementSync {
  upsertNotification(
    scope: Scope,
    externalId: string,
    input: NotificationUpsert,
  ): Promise<IntegrationNotification>;
  getNotification(scope: Scope, externalId: string): Promise<IntegrationNotification>;
  removeNotification(scope: Scope, externalId: string): Promise<void>;
  upsertDevice(
    scope: Scope,
    externalId: string,
    input: MonitoringDeviceUpsert,
  ): Promise<IntegrationMonitoringDevice>;
  getDevice(scope: Scope, externalId: string): Promise<IntegrationMonitoringDevice>;
  removeDevice(scope: Scope, externalId: string): Promise<void>;
  /** The tenant's survey questions (its portal config's `surveyQuestions`), read from the
   * database, not the 30-second tenant cache, so that a write reads back at once. */
  getSurveyQuestions(scope: Scope): Promise<SurveyQuestions>;
  setSurveyQuestions(scope: Scope, input: SurveyQuestions): Promise<SurveyQuestions>;
}

const unknown = (field: string, what: string) =>
  new AppError(ErrorCode.Validation, `${field}: no ${what} with this external id.`, { field });
const notificationNotFound = () =>
  new AppError(ErrorCode.NotFound, 'No notification with this external id.');
const deviceNotFound = () =>
  new AppError(ErrorCode.NotFound, 'No monitoring device with this external id.');

/** What each record param names, for its refusal. */
const recordNames: Record<NotificationRecordParam, string> = {
  installationId: 'installation at this place (from 0) of the customer’s list',
  offerId: 'offer of the customer',
  orderId: 'order of the customer',
  invoiceId: 'invoice of the customer',
  deliveryId: 'delivery of the customer',
  issueId: 'ticket of the customer',
  repairId: 'repair of the customer',
};

/** Refuses the first param that names a record not the customer's (or no record at all). */
async function checkRecordParams(
  db: Kysely<Database>,
  owner: CustomerOwner,
  params: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const param of notificationRecordParams) {
    if (!Object.hasOwn(params, param)) continue;
    const id = idOf(params, param);
    // Beyond PostgreSQL's integer range nothing can match (and the query would fail).
    const owned =
      id !== undefined && id <= MAX_RECORD_ID && (await isCustomersRecord(db, owner, param, id));
    if (!owned) {
      const field = `body.params.${param}`;
      throw new AppError(ErrorCode.Validation, `${field}: no ${recordNames[param]} with this id.`, {
        field,
      });
    }
  }
}

/** Same values, whatever the order of their keys. */
function sameParams(stored: string, sent: Record<string, unknown>): boolean {
  const canonical = (value: Record<string, unknown>) =>
    JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return canonical(JSON.parse(stored) as Record<string, unknown>) === canonical(sent);
}

export function createEngagementSync(deps: Pick<ServiceDeps, 'db' | 'clock'>): EngagementSync {
  const { db, clock } = deps;

  async function readNotification(tenantId: number, externalId: string) {
    const notification = await findExternalNotification(db, tenantId, externalId);
    if (!notification) throw notificationNotFound();
    return {
      externalId,
      customerExternalId: notification.customerExternalId,
      key: notification.key,
      action: notification.action,
      params: JSON.parse(notification.params) as Record<string, unknown>,
      createdAt: notification.createdAt,
      seen: notification.seenAt !== null,
    };
  }

  async function upsertNotification(scope: Scope, externalId: string, input: NotificationUpsert) {
    const tenantId = scope.tenant.id;
    const customerId = await findCustomerIdByExternalId(db, tenantId, input.customerExternalId);
    if (customerId === undefined) throw unknown('body.customerExternalId', 'customer');
    await refuseIfErased(db, { tenantId, customerId }, 'body.customerExternalId');
    const existing = await findExternalNotification(db, tenantId, externalId);
    if (existing) {
      const same =
        existing.customerExternalId === input.customerExternalId &&
        existing.key === input.key &&
        existing.action === input.action &&
        sameParams(existing.params, input.params);
      if (!same) throw lifecycleRefusal('A notification that was sent does not change.', 'body');
      return readNotification(tenantId, externalId);
    }
    const owner = { tenantId, customerId };
    await db.transaction().execute(async (trx) => {
      // In the transaction that writes: a record deleted meanwhile is not linked to.
      await checkRecordParams(trx, owner, input.params);
      const event = { key: input.key, action: input.action, params: input.params };
      const id = await notify(trx, owner, event, clock());
      await setNotificationExternalId(trx, owner, id, externalId);
    });
    return readNotification(tenantId, externalId);
  }

  async function readDevice(reader: Kysely<Database>, tenantId: number, externalId: string) {
    const device = await findExternalDevice(reader, tenantId, externalId);
    if (!device) throw deviceNotFound();
    const customerExternalId = await findCustomerExternalId(reader, tenantId, device.customerId);
    if (customerExternalId === null) throw deviceNotFound();
    const offerExternalId =
      device.installationId === null
        ? null
        : ((await findOfferExternalIdOfInstallation(reader, tenantId, device.installationId)) ??
          null);
    return {
      externalId,
      customerExternalId,
      offerExternalId,
      deviceId: device.deviceId,
      name: device.name,
      monitoringIntegration: device.monitoringIntegration,
      solarPeakW: device.solarPeakW,
      gridConnectionW: device.gridConnectionW,
    };
  }

  async function upsertDevice(scope: Scope, externalId: string, input: MonitoringDeviceUpsert) {
    const tenantId = scope.tenant.id;
    const customerId = await findCustomerIdByExternalId(db, tenantId, input.customerExternalId);
    if (customerId === undefined) throw unknown('body.customerExternalId', 'customer');
    await refuseIfErased(db, { tenantId, customerId }, 'body.customerExternalId');
    let installationId: number | null = null;
    if (input.offerExternalId !== null) {
      const offer = await findExternalOffer(db, tenantId, input.offerExternalId);
      if (offer?.customerId !== customerId)
        throw unknown('body.offerExternalId', 'offer of the customer');
      installationId = offer.installationId;
    }
    const owner = { tenantId, customerId };
    const existing = await findExternalDevice(db, tenantId, externalId);
    const holder = await findDeviceByDeviceId(db, tenantId, input.deviceId);
    const claimable = holder && holder.externalId === null && holder.customerId === customerId;
    if (holder && holder.id !== existing?.id && (existing || !claimable)) {
      throw lifecycleRefusal(
        'This device id belongs to another device of the tenant.',
        'body.deviceId',
      );
    }
    if (existing && existing.customerId !== customerId) {
      throw lifecycleRefusal(
        'A device does not move to another customer.',
        'body.customerExternalId',
      );
    }
    const device = { ...input, externalId, installationId };
    const id = existing?.id ?? holder?.id;
    if (id === undefined) await insertExternalDevice(db, owner, device, clock());
    else await updateExternalDevice(db, owner, id, device);
    return readDevice(db, tenantId, externalId);
  }

  return {
    upsertNotification: (...args) => onceMoreOnRace(() => upsertNotification(...args)),
    getNotification: (scope, externalId) => readNotification(scope.tenant.id, externalId),
    async removeNotification(scope, externalId) {
      const notification = await findExternalNotification(db, scope.tenant.id, externalId);
      if (!notification) throw notificationNotFound();
      await deleteNotification(db, scope.tenant.id, notification.id);
    },
    upsertDevice: (...args) => onceMoreOnRace(() => upsertDevice(...args)),
    getDevice: (scope, externalId) => readDevice(db, scope.tenant.id, externalId),
    async getSurveyQuestions(scope) {
      const value = await findPortalConfigValue(db, scope.tenant.id, 'surveyQuestions');
      return { questions: [...surveyQuestions(value)] };
    },
    async setSurveyQuestions(scope, input) {
      await db
        .transaction()
        .execute((trx) =>
          setPortalConfigValue(
            trx,
            scope.tenant.id,
            'surveyQuestions',
            input.questions.join(','),
            clock(),
          ),
        );
      const value = await findPortalConfigValue(db, scope.tenant.id, 'surveyQuestions');
      return { questions: [...surveyQuestions(value)] };
    },
    async removeDevice(scope, externalId) {
      const device = await findExternalDevice(db, scope.tenant.id, externalId);
      if (!device) throw deviceNotFound();
      await deleteDevice(db, scope.tenant.id, device.id);
    },
  };
}
