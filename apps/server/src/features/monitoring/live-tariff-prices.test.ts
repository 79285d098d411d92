// The live prices follow the history's tariff: a fixed contract's prices as they are; a dynamic
// contract on the day-ahead price imported for the quarter-hour once it has been read, and on the
// demo's generated market price until then or where none was imported.
import { describe, expect, it } from 'vitest';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import type { DayAheadPrices } from './day-ahead-import.ts';
import { createTariffPriceSource } from './live-tariff-prices.ts';
import { demoDayAheadEurPerMwh } from './prices/demo-day-ahead.ts';
import { quarterHourPrice } from './prices/energy-tariff.ts';
import { tenantTariff } from './tenant-tariff.ts';

const tenantWith = (id: number, config: Record<string, unknown>) =>
  ({ id, portalConfig: { config } }) as unknown as TenantRecord;
const quarter = Date.parse('2026-11-26T17:45:00.000Z');
const at = new Date(quarter + 7 * 60_000);

function importedPrices(prices: Map<number, { consumption: number; injection: number } | null>) {
  const asked: number[] = [];
  const dayAhead: Pick<DayAheadPrices, 'tenantPrices'> = {
    tenantPrices: async (_tenant, from) => {
      asked.push(from);
      return prices;
    },
  };
  return { dayAhead, asked };
}

describe('live prices from the tariff', () => {
  it("gives a fixed contract's prices", () => {
    const { dayAhead } = importedPrices(new Map());
    const source = createTariffPriceSource(dayAhead, () => undefined);
    const fixed = tenantWith(1, {
      energyContract: 'fixed',
      priceConsumptionEurPerKwh: 0.28,
      priceInjectionEurPerKwh: 0.02,
    });
    expect(source.pricesAt(fixed, at)).toEqual({ consumption: 0.28, injection: 0.02 });
  });

  it('uses the imported day-ahead price once read, once per quarter-hour', async () => {
    const imported = { consumption: 0.41, injection: 0.09 };
    const { dayAhead, asked } = importedPrices(new Map([[quarter, imported]]));
    const source = createTariffPriceSource(dayAhead, () => undefined);
    const dynamic = tenantWith(2, { energyContract: 'dynamic' });
    const generated = quarterHourPrice(
      tenantTariff(dynamic).contract,
      demoDayAheadEurPerMwh(quarter),
    );
    expect(source.pricesAt(dynamic, at)).toEqual(generated);
    await Promise.resolve();
    expect(source.pricesAt(dynamic, new Date(at.getTime() + 1000))).toEqual(imported);
    expect(asked).toEqual([quarter]);
  });

  it('keeps the generated market price where none was imported', async () => {
    const { dayAhead } = importedPrices(new Map([[quarter, null]]));
    const source = createTariffPriceSource(dayAhead, () => undefined);
    const dynamic = tenantWith(3, {});
    await Promise.resolve();
    const price = source.pricesAt(dynamic, at);
    await Promise.resolve();
    expect(source.pricesAt(dynamic, at)).toEqual(price);
    expect(price).toEqual(
      quarterHourPrice(tenantTariff(dynamic).contract, demoDayAheadEurPerMwh(quarter)),
    );
  });
});
