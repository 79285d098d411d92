// GET deliveries/{id} and POST deliveries/{id}/confirm for the signed-in customer. A delivery that
// is not the customer's (or not this tenant's) is NOT_FOUND.

import type { Delivery } from '@portal/contract/deliveries';
import { ErrorCode } from '@portal/contract/error-code';
import { DeliveryStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { articlesOfOffer } from '../inspections/index.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import {
  type DeliveryRecord,
  findDelivery,
  findDeliveryConfirmation,
  findOfferIdOfOrder,
  findOrderDelivery,
  recordDeliveryConfirmation,
} from './delivery-repository.ts';

export interface DeliveryService {
  get(scope: RequestScope, deliveryId: number): Promise<Delivery>;
  /** The (latest) delivery of one of the customer's orders. */
  getForOrder(scope: RequestScope, orderId: number): Promise<Delivery>;
  confirm(scope: RequestScope, deliveryId: number): Promise<Delivery>;
}

/**
 * The spec gives no team window; ours: the team arrives within four hours of the planned moment
 * (the installer plans the start of the window).
 */
const TEAM_WINDOW_HOURS = 4;

/** When the team arrives for a planned installation moment (ISO), or null when not planned. */
export function teamWindowOf(planned: string | null): { from: string; to: string } | null {
  if (planned === null) return null;
  const to = new Date(Date.parse(planned) + TEAM_WINDOW_HOURS * 3_600_000);
  return { from: planned, to: to.toISOString() };
}

/** What every customer prepares (i18n keys of the web app); the spec does not list them. */
export const DELIVERY_PREPARATIONS = [
  'delivery.prepare.access',
  'delivery.prepare.meterCabinet',
  'delivery.prepare.parking',
  'delivery.prepare.presence',
] as const;

function stateOf(delivery: DeliveryRecord): Delivery['state'] {
  if (delivery.statusId === DeliveryStatusId.Done) return 'done';
  return delivery.installationDate === null ? 'toPlan' : 'planned';
}

function canConfirm(delivery: DeliveryRecord, confirmedAt: string | null, now: Date): boolean {
  return (
    confirmedAt === null &&
    stateOf(delivery) === 'planned' &&
    delivery.installationDate !== null &&
    Date.parse(delivery.installationDate) > now.getTime()
  );
}

async function ownedDelivery(db: Kysely<Database>, scope: RequestScope, id: number) {
  const delivery = await findDelivery(db, customerOwner(scope), id);
  if (!delivery) throw new AppError(ErrorCode.NotFound, 'Delivery not found.');
  return delivery;
}

/** The articles of the offer behind the delivery's order, in the customer's language. */
async function articlesOf(db: Kysely<Database>, scope: RequestScope, delivery: DeliveryRecord) {
  const offerId = await findOfferIdOfOrder(db, customerOwner(scope), delivery.orderId);
  return articlesOfOffer(db, scope, offerId);
}

async function toDelivery(
  db: Kysely<Database>,
  scope: RequestScope,
  delivery: DeliveryRecord,
  confirmedAt: string | null,
  now: Date,
): Promise<Delivery> {
  const planned = delivery.installationDate;
  return {
    orderDeliveryId: delivery.id,
    orderId: delivery.orderId,
    offerTypeId: delivery.offerTypeId,
    deliveryStatusId: delivery.statusId,
    state: stateOf(delivery),
    plannedDate: planned,
    teamWindow: teamWindowOf(planned),
    preparations: [...DELIVERY_PREPARATIONS],
    confirmedAt,
    canConfirm: canConfirm(delivery, confirmedAt, now),
    documentSignedAt: delivery.documentSignedAt,
    articles: await articlesOf(db, scope, delivery),
  };
}

async function getDelivery(
  db: Kysely<Database>,
  scope: RequestScope,
  deliveryId: number,
  now: Date,
): Promise<Delivery> {
  const delivery = await ownedDelivery(db, scope, deliveryId);
  const confirmedAt = await findDeliveryConfirmation(db, customerOwner(scope), delivery.id);
  return toDelivery(db, scope, delivery, confirmedAt, now);
}

/** The (latest) delivery of one of the customer's orders: /installations/deliverydetail/order/{id}. */
async function getOrderDelivery(
  db: Kysely<Database>,
  scope: RequestScope,
  orderId: number,
  now: Date,
): Promise<Delivery> {
  const delivery = await findOrderDelivery(db, customerOwner(scope), orderId);
  if (!delivery) throw new AppError(ErrorCode.NotFound, 'Delivery not found.');
  const confirmedAt = await findDeliveryConfirmation(db, customerOwner(scope), delivery.id);
  return toDelivery(db, scope, delivery, confirmedAt, now);
}

/** Confirming twice is harmless: the first confirmation stands and is returned (and the
 * delivery.confirmed integration event is recorded once, with it). */
async function confirmDelivery(
  db: Kysely<Database>,
  scope: RequestScope,
  deliveryId: number,
  now: Date,
): Promise<Delivery> {
  const owner = customerOwner(scope);
  return db.transaction().execute(async (transaction) => {
    const delivery = await ownedDelivery(transaction, scope, deliveryId);
    const confirmedAt = await findDeliveryConfirmation(transaction, owner, delivery.id);
    if (confirmedAt !== null) return toDelivery(transaction, scope, delivery, confirmedAt, now);
    if (!canConfirm(delivery, null, now)) {
      throw new AppError(
        ErrorCode.Conflict,
        stateOf(delivery) === 'toPlan'
          ? 'The delivery is not planned yet.'
          : 'This delivery can no longer be confirmed.',
      );
    }
    await recordDeliveryConfirmation(transaction, owner, delivery, { ...scope.client, at: now });
    await recordIntegrationEvent(transaction, {
      tenantId: owner.tenantId,
      type: 'delivery.confirmed',
      entityId: delivery.id,
      data: {
        customerId: owner.customerId,
        deliveryId: delivery.id,
        orderId: delivery.orderId,
        plannedDate: delivery.installationDate,
        confirmedAt: now.toISOString(),
      },
      at: now,
    });
    return toDelivery(transaction, scope, delivery, now.toISOString(), now);
  });
}

export function createDeliveryService({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): DeliveryService {
  return {
    get: (scope, deliveryId) => getDelivery(db, scope, deliveryId, clock()),
    getForOrder: (scope, orderId) => getOrderDelivery(db, scope, orderId, clock()),
    confirm: (scope, deliveryId) => confirmDelivery(db, scope, deliveryId, clock()),
  };
}
