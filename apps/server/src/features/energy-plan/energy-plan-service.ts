// The customer's side of the energy plan (decision 094): the device's latest plan in the
// contract's shape, its settings (push, machines) and the running total of what the plans saved as measured.
// The device must be the signed-in customer's (404 otherwise, as if it did not exist).
import type {
  EnergyPlanAnswer,
  EnergyPlanObjective,
  EnergyPlanSettings,
  EnergyPlanSettingsBody,
} from '@portal/contract/energy-plan';
import { ErrorCode } from '@portal/contract/error-code';
import type { PlanInput } from '@portal/domain/energy/plan/plan-input';
import type { EnergyPlan } from '@portal/domain/energy/plan/plan-result';
import { Feature } from '@portal/domain/feature';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { assertFeature } from '../../platform/http/feature-gate.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findOwnedDevice } from '../monitoring/index.ts';
import {
  findLatestPlan,
  readSettings,
  saveSettings,
  sumOutcomes,
} from './energy-plan-repository.ts';
import { OWN_METER_KINDS } from './plan-sources.ts';
import { readPlanDocument, readPlanInput } from './stored-plan.ts';

export interface EnergyPlanService {
  plan(scope: RequestScope, deviceId: string): Promise<EnergyPlanAnswer>;
  /** Changes what the body names; answers the settings as stored. */
  changeSettings(
    scope: RequestScope,
    deviceId: string,
    change: EnergyPlanSettingsBody,
  ): Promise<EnergyPlanSettings>;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const iso = (epochMs: number) => new Date(epochMs).toISOString();

async function ownedPlanDevice(db: Kysely<Database>, scope: RequestScope, deviceId: string) {
  assertFeature(scope.tenant, Feature.Monitoring);
  const device = await findOwnedDevice(db, customerOwner(scope), deviceId);
  if (!device) throw new AppError(ErrorCode.NotFound, 'No such monitoring device.');
  return device;
}

export function objectiveAnswer(input: PlanInput, plan: EnergyPlan): EnergyPlanObjective {
  return {
    loads: plan.loads.map((load) => {
      const source = input.loads.find((candidate) => candidate.id === load.id);
      return {
        id: load.id,
        kind: load.kind,
        status: load.status,
        windows: load.windows.map((window) => ({
          start: iso(window.start),
          end: iso(window.end),
          energyWh: Math.round(window.energyWh),
        })),
        energyWh: Math.round(load.energyWh),
        costEur: cents(load.costEur),
        usualCostEur: cents(load.usualCostEur),
        savingEur: cents(load.savingEur),
        ownMeter: OWN_METER_KINDS.has(load.kind),
        ev:
          load.ev === null || source?.kind !== 'ev'
            ? null
            : {
                targetWh: Math.round(load.ev.targetWh),
                reachable: load.ev.reachable,
                reachableWh: Math.round(load.ev.reachableWh),
                departAt: iso(source.departAt),
              },
      };
    }),
    quarterHours: plan.timeline.map((quarter, slot) => ({
      start: iso(quarter.start),
      consumptionPrice: input.quarterHours[slot]?.consumption ?? 0,
      injectionPrice: input.quarterHours[slot]?.injection ?? 0,
      solarW: Math.round(quarter.solarW),
      baseW: Math.round(quarter.baseW),
      flexibleW: Math.round(quarter.flexibleW),
      gridW: Math.round(quarter.gridW),
    })),
    costEur: cents(plan.costEur),
    usualCostEur: cents(plan.usualCostEur),
    savingEur: cents(plan.savingEur),
    selfConsumedSolarWh: Math.round(plan.selfConsumedSolarWh),
    gridImportWh: Math.round(plan.gridImportWh),
    peak: {
      limitW: plan.peak.limitW,
      plannedPeakW: Math.round(plan.peak.plannedPeakW),
      withinLimit: plan.peak.withinLimit,
      extraPeakW: Math.round(plan.peak.extraPeakW),
      extraPeakYearlyEur: cents(plan.peak.extraPeakYearlyEur),
    },
  };
}

export function createEnergyPlanService(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
): EnergyPlanService {
  return {
    async plan(scope, deviceId) {
      return deps.db.transaction().execute(async (trx) => {
        const device = await ownedPlanDevice(trx, scope, deviceId);
        const stored = await findLatestPlan(trx, device.tenantId, device.id);
        const totals = await sumOutcomes(trx, device.tenantId, device.id);
        const settings = await readSettings(trx, device.tenantId, device.id);
        let plan: EnergyPlanAnswer['plan'] = null;
        if (stored) {
          const input = readPlanInput(stored.inputJson);
          const document = readPlanDocument(stored.planJson);
          plan = {
            day: stored.day,
            computedAt: stored.createdAt,
            pricesEstimated: document.pricesEstimated,
            solarForecastWh: Math.round(document.solarForecastWh),
            solarBasis: document.solarBasis,
            cheapest: objectiveAnswer(input, document.plan.cheapest),
            greenest: objectiveAnswer(input, document.plan.greenest),
          };
        }
        return {
          deviceId: device.deviceId,
          settings,
          plan,
          savings: {
            ...totals,
            realisedSavingEur: cents(totals.realisedSavingEur),
            plannedSavingEur: cents(totals.plannedSavingEur),
          },
        };
      });
    },
    async changeSettings(scope, deviceId, change) {
      return deps.db.transaction().execute(async (trx) => {
        const device = await ownedPlanDevice(trx, scope, deviceId);
        const current = await readSettings(trx, device.tenantId, device.id);
        const settings: EnergyPlanSettings = {
          push: change.push ?? current.push,
          dishwasher: change.dishwasher ?? current.dishwasher,
          washingMachine: change.washingMachine ?? current.washingMachine,
          carNeedKwh: change.carNeedKwh ?? current.carNeedKwh,
          carDeparture: change.carDeparture ?? current.carDeparture,
        };
        await saveSettings(
          trx,
          { tenantId: device.tenantId, customerId: device.customerId, deviceRowId: device.id },
          settings,
          deps.clock().toISOString(),
        );
        return settings;
      });
    },
  };
}
