// The customer's device and its energy rows, as history and insights read them.
import { ErrorCode } from '@portal/contract/error-code';
import type { EnergyRow } from '@portal/domain/energy/energy-row';
import { Feature } from '@portal/domain/feature';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { assertFeature } from '../../platform/http/feature-gate.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import { coarseRows, fineRows, quartersAfterDays } from './history/row-mix.ts';
import {
  type DeviceRef,
  findOwnedDevice,
  type OwnedDevice,
  readEnergyRows,
} from './monitoring-energy-repository.ts';

/** The signed-in customer's device; 404 for anyone else's, as if it did not exist. */
export async function ownedDevice(
  db: Kysely<Database>,
  scope: RequestScope,
  deviceId: string,
): Promise<OwnedDevice> {
  assertFeature(scope.tenant, Feature.Monitoring);
  const device = await findOwnedDevice(db, customerOwner(scope), deviceId);
  if (!device) throw new AppError(ErrorCode.NotFound, 'No such monitoring device.');
  return device;
}

export const deviceRef = (device: OwnedDevice): DeviceRef => ({
  tenantId: device.tenantId,
  deviceRowId: device.id,
});

/** Day rows, and the quarter-hours after the last of them, in [from, to). */
export async function readCoarseRows(
  db: Kysely<Database>,
  device: DeviceRef,
  from: number,
  to: number,
): Promise<EnergyRow[]> {
  const days = await readEnergyRows(db, device, 'days', from, to);
  const quarters = await readEnergyRows(
    db,
    device,
    'quarterHours',
    quartersAfterDays(days, from),
    to,
  );
  return coarseRows(days, quarters);
}

/** Quarter-hours in [from, to), and day rows for the days whose quarter-hours are gone. */
export async function readFineRows(
  db: Kysely<Database>,
  device: DeviceRef,
  from: number,
  to: number,
): Promise<EnergyRow[]> {
  const days = await readEnergyRows(db, device, 'days', from, to);
  const quarters = await readEnergyRows(db, device, 'quarterHours', from, to);
  return fineRows(days, quarters);
}
