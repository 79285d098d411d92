// What energy costs at a moment, for the prices on every live message. Behind this small
// interface so the stream does not know the tariff: the app gives it the history's quarter-hour
// prices (features/monitoring/live-tariff-prices.ts, decision 049).
import type { TenantRecord } from '../../../platform/tenancy/tenant-record.ts';

export interface LivePrices {
  /** €/kWh drawn from the grid. */
  consumption: number;
  /** €/kWh paid for what is injected. */
  injection: number;
}

export interface PriceSource {
  pricesAt(tenant: TenantRecord, at: Date): LivePrices;
}

/**
 * Where no price can be known: a typical Flemish fixed all-in
 * household contract of 2025 (energy, network, levies and VAT ≈ €0.32/kWh) and a supplier's
 * injection fee (≈ €0.04/kWh). A demo figure, not advice.
 */
export const DEFAULT_LIVE_PRICES: LivePrices = { consumption: 0.32, injection: 0.04 };
