// Repairs written by the back office: made for a sale's installation, then moved on
// (status, planned visit, the technician's report) through the back-office change that tells the
// customer on the repair's page, in one transaction; a new repair tells them too, and what
// changes nothing tells nothing. Open, in progress, resolved, never back (409, nothing changed).
import { ErrorCode } from '@portal/contract/error-code';
import {
  type IntegrationRepair,
  type RepairStatusName,
  type RepairUpsert,
  repairStatusNames,
} from '@portal/contract/integration/care';
import { RepairStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { applyChange } from '../changes/customer-change.ts';
import { changeRepairChange } from '../changes/repair-changes.ts';
import { refuseIfErased } from '../erased-customer.ts';
import { unknownReference } from '../external-reference.ts';
import { lifecycleRefusal } from '../lifecycle.ts';
import {
  findExternalRepair,
  insertExternalRepair,
  setRepairDescription,
} from '../repositories/external-care.ts';
import { findOfferExternalIdOfInstallation } from '../repositories/external-fulfilment.ts';
import { findExternalOffer } from '../repositories/external-sales.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

export interface RepairSync {
  upsertRepair(
    scope: IntegrationRequestScope,
    externalId: string,
    input: RepairUpsert,
  ): Promise<IntegrationRepair>;
  getRepair(scope: IntegrationRequestScope, externalId: string): Promise<IntegrationRepair>;
}

const statusIds: Record<RepairStatusName, number> = {
  open: RepairStatusId.Open,
  'in-progress': RepairStatusId.InProgress,
  resolved: RepairStatusId.Resolved,
};
const statusNameOf = (id: number): RepairStatusName =>
  repairStatusNames.find((name) => statusIds[name] === id) ?? 'open';

const notFound = () => new AppError(ErrorCode.NotFound, 'No repair with this external id.');

export function createRepairSync(deps: Pick<ServiceDeps, 'db' | 'clock'>): RepairSync {
  const { db, clock } = deps;

  async function read(reader: Kysely<Database>, tenantId: number, externalId: string) {
    const repair = await findExternalRepair(reader, tenantId, externalId);
    if (!repair) throw notFound();
    const offerExternalId = await findOfferExternalIdOfInstallation(
      reader,
      tenantId,
      repair.installationId,
    );
    if (offerExternalId === undefined) throw notFound();
    return {
      externalId,
      offerExternalId,
      description: repair.description,
      status: statusNameOf(repair.statusId),
      plannedDate: repair.plannedDate,
      technicianReport: repair.technicianReport,
      reportedAt: repair.reportedAt,
      resolvedAt: repair.resolvedAt,
    };
  }

  async function upsert(
    scope: IntegrationRequestScope,
    externalId: string,
    input: RepairUpsert,
  ): Promise<IntegrationRepair> {
    const tenantId = scope.tenant.id;
    const offer = await findExternalOffer(db, tenantId, input.offerExternalId);
    if (!offer) {
      throw unknownReference('body.offerExternalId', 'offer');
    }
    const owner = { tenantId, customerId: offer.customerId };
    await refuseIfErased(db, owner, 'body.offerExternalId');
    const existing = await findExternalRepair(db, tenantId, externalId);
    if (existing && existing.installationId !== offer.installationId) {
      throw lifecycleRefusal('A repair does not move to another sale.', 'body.offerExternalId');
    }
    const statusId = statusIds[input.status];
    if (existing && statusId < existing.statusId) {
      throw lifecycleRefusal(
        `A repair does not move back from '${statusNameOf(existing.statusId)}' to '${input.status}'.`,
        'body.status',
      );
    }
    await db.transaction().execute(async (trx) => {
      const at = clock();
      const repairId =
        existing?.id ??
        (await insertExternalRepair(
          trx,
          owner,
          { externalId, installationId: offer.installationId, description: input.description },
          at,
        ));
      if (existing && existing.description !== input.description) {
        await setRepairDescription(trx, owner, repairId, input.description);
      }
      const change = {
        statusId,
        plannedDate: input.plannedDate,
        ...(input.technicianReport !== null ? { technicianReport: input.technicianReport } : {}),
      };
      const { changed } = await applyChange(
        trx,
        owner,
        changeRepairChange(owner, repairId, change, at),
        at,
      );
      // A new repair that is still plainly open is news to the customer all the same.
      if (!existing && !changed) {
        const tellNew = async () => ({
          result: undefined,
          tell: { key: 'repairUpdate' as const, action: 'repair', params: { repairId } },
        });
        await applyChange(trx, owner, tellNew, at);
      }
    });
    return read(db, tenantId, externalId);
  }

  return {
    upsertRepair: (...args) => onceMoreOnRace(() => upsert(...args)),
    getRepair: (scope, externalId) => read(db, scope.tenant.id, externalId),
  };
}
