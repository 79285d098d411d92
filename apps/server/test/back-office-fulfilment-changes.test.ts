import { RepairStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { planDeliveryChange } from '../src/features/integration/changes/delivery-changes.ts';
import { recordGridOperatorStepChange } from '../src/features/integration/changes/grid-operator-changes.ts';
import { changeInspectionChange } from '../src/features/integration/changes/inspection-changes.ts';
import { changeRepairChange } from '../src/features/integration/changes/repair-changes.ts';
import {
  placeOrderChange,
  publishOfferVersionChange,
} from '../src/features/integration/changes/sales-changes.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { useBackOfficeChanges } from './back-office-changes-harness.ts';
import { testDialects } from './databases.ts';
import type { CustomerScope } from './demo-database.ts';

describe.each(testDialects())('back-office fulfilment changes that notify, on %s', (dialect) => {
  const { now, ready, apply, latestNotification, count, firstOf } = useBackOfficeChanges(dialect);
  let db: Kysely<Database>;
  let jan: CustomerScope;
  let marie: CustomerScope;
  beforeAll(() => {
    ({ db, jan, marie } = ready());
  });

  it('plans a delivery, then moves it; the same moment again tells nothing', async () => {
    const deliveryId = await firstOf('deliveries', marie);
    await db
      .updateTable('deliveries')
      .set({ installation_date: null })
      .where('id', '=', deliveryId)
      .execute();
    const first = await apply(
      marie,
      planDeliveryChange(
        marie,
        {
          deliveryId,
          installationDate: '2026-12-03T08:00:00.000Z',
        },
        now,
      ),
    );
    expect(first).toEqual({ moved: false });
    expect(await latestNotification(marie)).toMatchObject({
      key: 'deliveryPlanned',
      path: `/installations/deliverydetail/${deliveryId}`,
      params: { date: '2026-12-03T08:00:00.000Z' },
      pushes: 0,
    });
    const moved = await apply(
      marie,
      planDeliveryChange(
        marie,
        {
          deliveryId,
          installationDate: '2026-12-10T08:00:00.000Z',
        },
        now,
      ),
    );
    expect(moved).toEqual({ moved: true });
    expect((await latestNotification(marie)).key).toBe('deliveryMoved');
    const before = await count(marie);
    await apply(
      marie,
      planDeliveryChange(
        marie,
        {
          deliveryId,
          installationDate: '2026-12-10T09:00:00+01:00',
        },
        now,
      ),
    );
    expect(await count(marie)).toBe(before);
  });

  it('plans an inspection and approves it, each told on the inspection page', async () => {
    const inspectionId = await firstOf('inspections', jan);
    await apply(
      jan,
      changeInspectionChange(
        jan,
        inspectionId,
        {
          kind: 'planned',
          appointmentDate: '2026-12-08T13:00:00.000Z',
        },
        now,
      ),
    );
    const planned = await latestNotification(jan);
    expect(planned.key).toBe('inspectionPlanned');
    expect(planned.path).toMatch(/^\/installations\/inspectiondetail\/\d+_(order|invoice)$/);
    await apply(
      jan,
      changeInspectionChange(
        jan,
        inspectionId,
        {
          kind: 'approved',
          on: '2026-12-08',
          certificateNumber: 'BTV-200001',
        },
        now,
      ),
    );
    expect((await latestNotification(jan)).key).toBe('inspectionApproved');
    const row = await db
      .selectFrom('inspections')
      .select(['approved', 'certificate_number'])
      .where('id', '=', inspectionId)
      .executeTakeFirstOrThrow();
    expect(row.certificate_number).toBe('BTV-200001');
    expect(Boolean(row.approved)).toBe(true);
  });

  it('records a grid-operator step, told on the installation’s registration page', async () => {
    const installation = await db
      .selectFrom('installations')
      .select('id')
      .where('customer_id', '=', jan.customerId)
      .where('grid_operator', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await apply(
      jan,
      recordGridOperatorStepChange(
        jan,
        {
          installationId: installation.id,
          status: 'sent via api',
        },
        now,
      ),
    );
    const told = await latestNotification(jan);
    expect(told.key).toBe('gridOperatorStep');
    expect(told.path).toMatch(/^\/installations\/netoperator\/\d+$/);
    const request = await db
      .selectFrom('grid_operator_requests')
      .select(['status', 'sent_at'])
      .where('installation_id', '=', installation.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'sent via api', sent_at: now.toISOString() });
  });

  it('moves a repair on (planned, then resolved with a report), told on the repair page', async () => {
    const repair = await db
      .selectFrom('repairs')
      .select('id')
      .where('customer_id', '=', jan.customerId)
      .where('status_id', '=', RepairStatusId.Open)
      .executeTakeFirstOrThrow();
    const planned = await apply(
      jan,
      changeRepairChange(
        jan,
        repair.id,
        {
          statusId: RepairStatusId.InProgress,
          plannedDate: '2026-12-02T08:00:00+01:00',
        },
        now,
      ),
    );
    expect(planned).toEqual({ changed: true });
    expect(await latestNotification(jan)).toMatchObject({
      key: 'repairUpdate',
      path: `/installations/repairs/${repair.id}`,
      pushes: 1,
    });
    const before = await count(jan);
    const again = await apply(
      jan,
      changeRepairChange(
        jan,
        repair.id,
        {
          plannedDate: '2026-12-02T07:00:00.000Z',
        },
        now,
      ),
    );
    expect(again).toEqual({ changed: false });
    expect(await count(jan)).toBe(before);
    await apply(
      jan,
      changeRepairChange(
        jan,
        repair.id,
        {
          statusId: RepairStatusId.Resolved,
          technicianReport: 'Communicatiekabel BCU vervangen.',
        },
        now,
      ),
    );
    expect(await count(jan)).toBe(before + 1);
    const row = await db
      .selectFrom('repairs')
      .select(['status_id', 'planned_date', 'resolved_at', 'technician_report'])
      .where('id', '=', repair.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status_id: RepairStatusId.Resolved,
      planned_date: '2026-12-02T07:00:00.000Z',
      resolved_at: now.toISOString(),
      technician_report: 'Communicatiekabel BCU vervangen.',
    });
  });

  it("refuses another customer's records with NOT_FOUND, changing and telling nothing", async () => {
    const state = async () => ({
      jan: await count(jan),
      marie: await count(marie),
      versions: (await db.selectFrom('offer_versions').select('id').execute()).length,
      orders: (await db.selectFrom('orders').select('id').execute()).length,
      deliveries: await db.selectFrom('deliveries').select(['id', 'installation_date']).execute(),
      repairs: await db.selectFrom('repairs').selectAll().execute(),
    });
    const before = await state();
    const offerId = await firstOf('offers', jan);
    const deliveryId = await firstOf('deliveries', jan);
    const inspectionId = await firstOf('inspections', jan);
    const installationId = await firstOf('installations', jan);
    const repairId = await firstOf('repairs', jan);
    const refusals = [
      () =>
        apply(
          marie,
          publishOfferVersionChange(marie, { offerId, validUntil: null, lines: [] }, now),
        ),
      () =>
        apply(
          marie,
          placeOrderChange(marie, { offerId, offerTypeId: 1, paymentStage: 'prepayment' }, now),
        ),
      () =>
        apply(
          marie,
          planDeliveryChange(marie, { deliveryId, installationDate: '2027-01-04T08:00:00Z' }, now),
        ),
      () =>
        apply(
          marie,
          changeInspectionChange(marie, inspectionId, { kind: 'rejected', on: '2026-12-01' }, now),
        ),
      () =>
        apply(marie, recordGridOperatorStepChange(marie, { installationId, status: 'done' }, now)),
      () =>
        apply(
          marie,
          changeRepairChange(marie, repairId, { statusId: RepairStatusId.Resolved }, now),
        ),
    ];
    for (const refusal of refusals) {
      await expect(refusal()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await state()).toEqual(before);
  });
});
