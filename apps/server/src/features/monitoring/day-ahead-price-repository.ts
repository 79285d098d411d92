// Day-ahead prices per quarter-hour and bidding zone (table day_ahead_prices, migration 0015).
// An import replaces the prices of the quarter-hours it covers: a corrected publication wins.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** A quarter-hour's price as the importer reads it (prices/entsoe-day-ahead.ts). */
export interface DayAheadQuarterHour {
  start: number;
  eurPerMwh: number;
  sourceMinutes: number;
}

const CHUNK = 500;
const iso = (epochMs: number) => new Date(epochMs).toISOString();

export async function upsertDayAheadPrices(
  db: Kysely<Database>,
  biddingZone: string,
  prices: readonly DayAheadQuarterHour[],
  at: string,
): Promise<void> {
  for (let index = 0; index < prices.length; index += CHUNK) {
    const values = prices.slice(index, index + CHUNK).map((price) => ({
      bidding_zone: biddingZone,
      period_start: iso(price.start),
      price_eur_per_mwh: price.eurPerMwh,
      source_minutes: price.sourceMinutes,
      imported_at: at,
    }));
    await db
      .insertInto('day_ahead_prices')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['bidding_zone', 'period_start']).doUpdateSet((update) => ({
          price_eur_per_mwh: update.ref('excluded.price_eur_per_mwh'),
          source_minutes: update.ref('excluded.source_minutes'),
          imported_at: update.ref('excluded.imported_at'),
        })),
      )
      .execute();
  }
}

/** €/MWh by quarter-hour start (epoch ms), for quarter-hours starting in [from, to). */
export async function readDayAheadPrices(
  db: Kysely<Database>,
  biddingZone: string,
  from: number,
  to: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('day_ahead_prices')
    .select(['period_start', 'price_eur_per_mwh'])
    .where('bidding_zone', '=', biddingZone)
    .where('period_start', '>=', iso(from))
    .where('period_start', '<', iso(to))
    .execute();
  return new Map(rows.map((row) => [Date.parse(row.period_start), row.price_eur_per_mwh]));
}
