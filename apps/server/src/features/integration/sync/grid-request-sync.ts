// The grid-operator registration of a sale's installation, written by the back office. Each step
// goes through the back-office change that tells the customer, in one transaction with the
// back-office id; the same step again tells nothing. Spec §4 lists the statuses todo, sent by mail,
// sent via api, queued, done; the API reads that list as the order of the registration (sent by
// mail and sent via api are one step, two ways) and refuses a step back with 409, nothing changed.
// One registration per installation.
import { ErrorCode } from '@portal/contract/error-code';
import type {
  GridOperatorRequestUpsert,
  IntegrationGridOperatorRequest,
} from '@portal/contract/integration/fulfilment';
import type { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { applyChange } from '../changes/customer-change.ts';
import { recordGridOperatorStepChange } from '../changes/grid-operator-changes.ts';
import { refuseIfErased } from '../erased-customer.ts';
import { lifecycleRefusal } from '../lifecycle.ts';
import {
  findExternalGridRequest,
  findGridOperatorOfInstallation,
  findGridRequestOfInstallation,
  findOfferExternalIdOfInstallation,
  setGridRequestFacts,
} from '../repositories/external-fulfilment.ts';
import { findExternalOffer } from '../repositories/external-sales.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

export interface GridRequestSync {
  upsertGridRequest(
    scope: IntegrationRequestScope,
    externalId: string,
    input: GridOperatorRequestUpsert,
  ): Promise<IntegrationGridOperatorRequest>;
  getGridRequest(
    scope: IntegrationRequestScope,
    externalId: string,
  ): Promise<IntegrationGridOperatorRequest>;
}

const rank: Record<GridOperatorRequestStatus, number> = {
  todo: 0,
  'sent by mail': 1,
  'sent via api': 1,
  queued: 2,
  done: 3,
};

const notFound = () =>
  new AppError(ErrorCode.NotFound, 'No grid-operator request with this external id.');

export function createGridRequestSync(deps: Pick<ServiceDeps, 'db' | 'clock'>): GridRequestSync {
  const { db, clock } = deps;

  async function read(reader: Kysely<Database>, tenantId: number, externalId: string) {
    const request = await findExternalGridRequest(reader, tenantId, externalId);
    if (!request) throw notFound();
    const offerExternalId = await findOfferExternalIdOfInstallation(
      reader,
      tenantId,
      request.installationId,
    );
    if (offerExternalId === undefined) throw notFound();
    return {
      externalId,
      offerExternalId,
      operator: request.operator,
      status: request.status,
      ean: request.ean,
      sentAt: request.sentAt,
      completedAt: request.completedAt,
    };
  }

  async function upsert(
    scope: IntegrationRequestScope,
    externalId: string,
    input: GridOperatorRequestUpsert,
  ): Promise<IntegrationGridOperatorRequest> {
    const tenantId = scope.tenant.id;
    const offer = await findExternalOffer(db, tenantId, input.offerExternalId);
    const field = 'body.offerExternalId';
    if (!offer) {
      throw new AppError(ErrorCode.Validation, `${field}: no offer with this external id.`, {
        field,
      });
    }
    if ((await findGridOperatorOfInstallation(db, tenantId, offer.installationId)) === null) {
      const message = `${field}: the offer's site names no grid operator (PUT the offer's site).`;
      throw new AppError(ErrorCode.Validation, message, { field });
    }
    const owner = { tenantId, customerId: offer.customerId };
    await refuseIfErased(db, owner, field);
    const current = await findGridRequestOfInstallation(db, owner, offer.installationId);
    if (current?.externalId && current.externalId !== externalId) {
      throw lifecycleRefusal(
        'The installation has a grid-operator request with another external id.',
        field,
      );
    }
    const existing = await findExternalGridRequest(db, tenantId, externalId);
    if (existing && existing.installationId !== offer.installationId) {
      throw lifecycleRefusal('A grid-operator request does not move to another sale.', field);
    }
    if (current && rank[input.status] < rank[current.status]) {
      throw lifecycleRefusal(
        `The registration does not move back from '${current.status}' to '${input.status}'.`,
        'body.status',
      );
    }
    await db.transaction().execute(async (trx) => {
      const at = clock();
      if (current?.status !== input.status) {
        const step = { installationId: offer.installationId, status: input.status };
        await applyChange(trx, owner, recordGridOperatorStepChange(owner, step, at), at);
      }
      await setGridRequestFacts(trx, owner, offer.installationId, { externalId, ean: input.ean });
    });
    return read(db, tenantId, externalId);
  }

  return {
    upsertGridRequest: (...args) => onceMoreOnRace(() => upsert(...args)),
    getGridRequest: (scope, externalId) => read(db, scope.tenant.id, externalId),
  };
}
