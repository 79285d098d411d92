// Deliveries and their planning, written by the back office. A delivery is made for
// an order; giving or moving its moment goes through the back-office change that tells the
// customer (planned, or moved), in one transaction with the delivery. Its status only moves
// forward (to plan, planned, done); a planned delivery keeps a moment, and a done one is not
// planned again: refused with 409, nothing changed.
import { ErrorCode } from '@portal/contract/error-code';
import {
  type DeliveryStatusName,
  type DeliveryUpsert,
  deliveryStatusNames,
  type IntegrationDelivery,
} from '@portal/contract/integration/fulfilment';
import { DeliveryStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { applyChange } from '../changes/customer-change.ts';
import { planDeliveryChange } from '../changes/delivery-changes.ts';
import { refuseIfErased } from '../erased-customer.ts';
import { unknownReference } from '../external-reference.ts';
import { lifecycleRefusal } from '../lifecycle.ts';
import {
  type ExternalDelivery,
  findExternalDelivery,
  insertExternalDelivery,
  updateDeliveryFacts,
} from '../repositories/external-fulfilment.ts';
import { findExternalOrder } from '../repositories/external-sales.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

export interface DeliverySync {
  upsertDelivery(
    scope: IntegrationRequestScope,
    externalId: string,
    input: DeliveryUpsert,
  ): Promise<IntegrationDelivery>;
  getDelivery(scope: IntegrationRequestScope, externalId: string): Promise<IntegrationDelivery>;
}

const statusIds: Record<DeliveryStatusName, number> = {
  'to-plan': DeliveryStatusId.ToPlan,
  planned: DeliveryStatusId.Planned,
  done: DeliveryStatusId.Done,
};
const statusNameOf = (id: number): DeliveryStatusName =>
  deliveryStatusNames.find((name) => statusIds[name] === id) ?? 'to-plan';

const sameInstant = (left: string | null, right: string | null) =>
  left === right || (left !== null && right !== null && Date.parse(left) === Date.parse(right));

/** The status the delivery ends in: the one sent, else the further of what it was and what its
 * moment makes it (a moment sent again does not undo a delivery done meanwhile). */
function wantedStatus(input: DeliveryUpsert, existing: ExternalDelivery | undefined): number {
  if (input.status) return statusIds[input.status];
  const byMoment =
    input.installationDate === null ? DeliveryStatusId.ToPlan : DeliveryStatusId.Planned;
  return Math.max(existing?.statusId ?? DeliveryStatusId.ToPlan, byMoment);
}

/** Refuses what the delivery's lifecycle does not allow; nothing is written before. */
function assertDeliveryMove(
  input: DeliveryUpsert,
  existing: ExternalDelivery | undefined,
  to: number,
) {
  if (to === DeliveryStatusId.Planned && input.installationDate === null) {
    const field = 'body.installationDate';
    throw new AppError(ErrorCode.Validation, `${field}: a planned delivery has a moment.`, {
      field,
    });
  }
  if (!existing) return;
  if (to < existing.statusId) {
    throw lifecycleRefusal(
      `A delivery does not move back from '${statusNameOf(existing.statusId)}' to '${statusNameOf(to)}'.`,
      'body.status',
    );
  }
  const moved = !sameInstant(existing.installationDate, input.installationDate);
  if (moved && existing.statusId === DeliveryStatusId.Done) {
    throw lifecycleRefusal(
      'A delivery that is done is not planned again.',
      'body.installationDate',
    );
  }
  if (existing.installationDate !== null && input.installationDate === null) {
    throw lifecycleRefusal(
      'A planned delivery keeps a moment: send the new one.',
      'body.installationDate',
    );
  }
}

export function createDeliverySync(deps: Pick<ServiceDeps, 'db' | 'clock'>): DeliverySync {
  const { db, clock } = deps;

  async function readDelivery(reader: Kysely<Database>, tenantId: number, externalId: string) {
    const delivery = await findExternalDelivery(reader, tenantId, externalId);
    if (!delivery) throw new AppError(ErrorCode.NotFound, 'No delivery with this external id.');
    return {
      externalId,
      orderExternalId: delivery.orderExternalId,
      status: statusNameOf(delivery.statusId),
      installationDate: delivery.installationDate,
      remarks: delivery.remarks,
      sepaLoan: delivery.sepaLoan,
      documentSignedAt: delivery.documentSignedAt,
    };
  }

  async function upsertDelivery(
    scope: IntegrationRequestScope,
    externalId: string,
    input: DeliveryUpsert,
  ): Promise<IntegrationDelivery> {
    const tenantId = scope.tenant.id;
    const order = await findExternalOrder(db, tenantId, input.orderExternalId);
    if (!order) {
      throw unknownReference('body.orderExternalId', 'order');
    }
    const owner = { tenantId, customerId: order.customerId };
    await refuseIfErased(db, owner, 'body.orderExternalId');
    const existing = await findExternalDelivery(db, tenantId, externalId);
    if (existing && existing.orderExternalId !== input.orderExternalId) {
      throw lifecycleRefusal('A delivery does not move to another order.', 'body.orderExternalId');
    }
    const statusId = wantedStatus(input, existing);
    assertDeliveryMove(input, existing, statusId);
    await db.transaction().execute(async (trx) => {
      const at = clock();
      const deliveryId =
        existing?.id ??
        (await insertExternalDelivery(
          trx,
          owner,
          {
            externalId,
            orderId: order.id,
            installationId: order.installationId,
            offerTypeId: order.offerTypeId,
            remarks: input.remarks,
            sepaLoan: input.sepaLoan,
          },
          at,
        ));
      if (input.installationDate !== null) {
        // Tells of a new or moved moment; the same moment again tells nothing.
        const plan = { deliveryId, installationDate: input.installationDate };
        await applyChange(trx, owner, planDeliveryChange(owner, plan, at), at);
      }
      await updateDeliveryFacts(trx, owner, deliveryId, { ...input, statusId }, at);
    });
    return readDelivery(db, tenantId, externalId);
  }

  return {
    upsertDelivery: (...args) => onceMoreOnRace(() => upsertDelivery(...args)),
    getDelivery: (scope, externalId) => readDelivery(db, scope.tenant.id, externalId),
  };
}
