// The grid-operator registration moves on (spec §4 request statuses: todo, sent by mail, sent via
// api, queued, done): the customer hears of each step on the installation's registration page.
// Applied by sync/grid-request-sync.ts in its transaction.
import type { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import { findInstallationPlace, setGridRequestStatus } from '../repositories/fulfilment-writes.ts';
import { type Change, notFound } from './customer-change.ts';

export function recordGridOperatorStepChange(
  owner: CustomerOwner,
  step: { installationId: number; status: GridOperatorRequestStatus },
  at: Date,
): Change<void> {
  return async (trx) => {
    const place = await findInstallationPlace(trx, owner, step.installationId);
    if (!place?.gridOperator) throw notFound('Installation with a grid operator');
    await setGridRequestStatus(trx, owner, {
      installationId: step.installationId,
      operator: place.gridOperator,
      status: step.status,
      at,
    });
    return {
      result: undefined,
      tell: {
        key: 'gridOperatorStep',
        action: 'gridOperator',
        params: { installationId: place.index, status: step.status },
      },
    };
  };
}
