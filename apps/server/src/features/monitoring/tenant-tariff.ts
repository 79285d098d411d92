// A tenant's energy contract and capacity-tariff rate, read from its portal configuration's free
// config values (decision 049), with the defaults a Flemish household on a dynamic contract had in
// 2025. The values are public (GET portal/config shows them): they are tariffs, not secrets.
import { z } from 'zod/mini';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import type { EnergyContract } from './prices/energy-tariff.ts';

export const BELGIAN_BIDDING_ZONE = '10YBE----------2';

const tariffConfigSchema = z.object({
  energyContract: z.catch(z.enum(['fixed', 'dynamic']), 'dynamic'),
  priceConsumptionEurPerKwh: z.catch(z.number().check(z.gte(0), z.lte(5)), 0.3),
  priceInjectionEurPerKwh: z.catch(z.number().check(z.gte(-1), z.lte(5)), 0.03),
  supplierMarkupEurPerKwh: z.catch(z.number().check(z.gte(0), z.lte(1)), 0.015),
  gridAndLeviesEurPerKwh: z.catch(z.number().check(z.gte(0), z.lte(1)), 0.135),
  vatRate: z.catch(z.number().check(z.gte(0), z.lte(1)), 0.06),
  injectionFeeEurPerKwh: z.catch(z.number().check(z.gte(0), z.lte(1)), 0.015),
  /** Fluvius' capacity tariff, € per kW per year (2025: about 53 excl. VAT). */
  capacityTariffEurPerKwYear: z.catch(z.number().check(z.gte(0), z.lte(1000)), 53.3),
});

export interface TenantTariff {
  contract: EnergyContract;
  capacityRateEurPerKwYear: number;
  biddingZone: string;
}

type PortalConfig = TenantRecord['portalConfig'];

/** Read once per configuration object: the live stream asks for every reading of every device
 * (20,000 a second on the socket bench), and parsing it each time, defaults built as zod issues,
 * was 6% of an instance's CPU. A tenant's new configuration is a new object, so it is read anew. */
const tariffs = new WeakMap<PortalConfig, TenantTariff>();

/** The tenant's tariff (a demo tenant being seeded has its configuration too). */
export function tenantTariff(tenant: Pick<TenantRecord, 'portalConfig'>): TenantTariff {
  let tariff = tariffs.get(tenant.portalConfig);
  if (!tariff) {
    tariff = tariffOf(tenant.portalConfig);
    tariffs.set(tenant.portalConfig, tariff);
  }
  return tariff;
}

function tariffOf(portalConfig: PortalConfig): TenantTariff {
  const config = tariffConfigSchema.parse(portalConfig.config);
  const contract: EnergyContract =
    config.energyContract === 'fixed'
      ? {
          kind: 'fixed',
          consumption: config.priceConsumptionEurPerKwh,
          injection: config.priceInjectionEurPerKwh,
        }
      : {
          kind: 'dynamic',
          supplierMarkup: config.supplierMarkupEurPerKwh,
          gridAndLevies: config.gridAndLeviesEurPerKwh,
          vatRate: config.vatRate,
          injectionFee: config.injectionFeeEurPerKwh,
        };
  return {
    contract,
    capacityRateEurPerKwYear: config.capacityTariffEurPerKwYear,
    biddingZone: BELGIAN_BIDDING_ZONE,
  };
}
