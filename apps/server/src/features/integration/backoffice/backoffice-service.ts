// What the installer's back office changes for a customer, each with the notification that tells
// the customer, in one transaction: a new offer version, an order to sign, an
// invoice (prepayment or not), a delivery planned or moved, an inspection planned, approved or
// rejected, a grid-operator step, a repair moved on. The integration API's services call these.
// A record of another customer, or none, is NOT_FOUND and changes nothing.
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { changeRunner } from './change-runner.ts';
import { type DeliveryChanges, deliveryChanges } from './delivery-changes.ts';
import { type GridOperatorChanges, gridOperatorChanges } from './grid-operator-changes.ts';
import { type InspectionChanges, inspectionChanges } from './inspection-changes.ts';
import { type RepairChanges, repairChanges } from './repair-changes.ts';
import { type SalesChanges, salesChanges } from './sales-changes.ts';

export type BackOfficeService = SalesChanges &
  DeliveryChanges &
  InspectionChanges &
  GridOperatorChanges &
  RepairChanges;

export function createBackOfficeService({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): BackOfficeService {
  const runner = changeRunner(db, clock);
  return {
    ...salesChanges(runner, clock),
    ...deliveryChanges(runner, clock),
    ...inspectionChanges(runner, clock),
    ...gridOperatorChanges(runner, clock),
    ...repairChanges(runner, clock),
  };
}
