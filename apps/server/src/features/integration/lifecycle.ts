// The lifecycles of spec §4 as the integration API enforces them (decision 054): a change the
// back office sends that would move a record backwards, or change what the customer has already
// signed, is refused with 409 and changes nothing. The names are the API's; the ids the portal's.
import { ErrorCode } from '@portal/contract/error-code';
import {
  type OrderStatusName,
  offerStatusNames,
  orderStatusNames,
} from '@portal/contract/integration/sales';
import { OfferStatusId, OrderStatusId } from '@portal/domain/status-ids';
import { AppError } from '../../platform/errors/app-error.ts';

const orderIds: Record<OrderStatusName, number> = {
  new: OrderStatusId.New,
  confirmed: OrderStatusId.Confirmed,
  'in-planning': OrderStatusId.InPlanning,
  installed: OrderStatusId.Installed,
  closed: OrderStatusId.Closed,
};

export function orderStatusIdOf(name: OrderStatusName): number {
  return orderIds[name];
}

export function orderStatusNameOf(id: number): OrderStatusName {
  return orderStatusNames.find((name) => orderIds[name] === id) ?? 'new';
}

/** Offer status ids are 1..5 in the order of the API's names. */
export function offerStatusNameOf(id: number): (typeof offerStatusNames)[number] {
  return offerStatusNames[id - 1] ?? 'pending';
}

export function lifecycleRefusal(message: string, field?: string): AppError {
  return new AppError(ErrorCode.Conflict, message, field ? { field } : {});
}

/** An order's status only moves forward (new → confirmed → in planning → installed → closed). */
export function assertOrderMove(fromId: number, to: OrderStatusName): void {
  const toId = orderIds[to];
  if (toId < fromId) {
    throw lifecycleRefusal(
      `An order does not move back from '${orderStatusNameOf(fromId)}' to '${to}'.`,
      'body.status',
    );
  }
}

/** A signed or completed offer is done (spec §4): it takes no new version. */
export function assertOfferOpen(statusId: number): void {
  if (statusId === OfferStatusId.Signed || statusId === OfferStatusId.Completed) {
    throw lifecycleRefusal(
      `The offer is ${offerStatusNameOf(statusId)}: it takes no new version.`,
      'params.versionNumber',
    );
  }
}
