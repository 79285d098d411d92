// Day-ahead prices from the ENTSO-E transparency platform: a `Publication_MarketDocument` of type
// A44 (price document), as its REST API and its downloads give it. Each TimeSeries holds Periods
// with a time interval, a resolution (PT15M since the single day-ahead coupling went to 15-minute
// products in October 2025, PT60M before) and numbered Points. With curve type A03 a Point is left
// out when its price equals the one before it, so a gap repeats the previous price; with A01 every
// position is present. Prices are € per MWh; an hourly price is kept as its four quarter-hours, so
// the rest of the portal only ever sees quarter-hours (decision 049).
import { ErrorCode } from '@portal/contract/error-code';
import { QUARTER_HOUR_MS } from '@portal/domain/energy/quarter-hour';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod/mini';
import { AppError } from '../../../platform/errors/app-error.ts';

export interface DayAheadPrice {
  /** Start of the quarter-hour, epoch ms. */
  start: number;
  eurPerMwh: number;
  /** The resolution the document gave it at: 15 or 60 minutes. */
  sourceMinutes: 15 | 60;
}

export interface DayAheadDocument {
  /** EIC code of the bidding zone (in_Domain), e.g. "10YBE----------2". */
  biddingZone: string;
  prices: DayAheadPrice[];
}

const RESOLUTIONS = { PT15M: 15, PT60M: 60 } as const;

// Elements that may occur once or many times are always read as arrays.
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'TimeSeries' || name === 'Period' || name === 'Point',
});

const pointSchema = z.object({
  position: z.coerce.number().check(z.int(), z.positive()),
  'price.amount': z.coerce.number(),
});
const periodSchema = z.object({
  timeInterval: z.object({ start: z.string(), end: z.string() }),
  resolution: z.enum(['PT15M', 'PT60M']),
  Point: z.array(pointSchema).check(z.minLength(1)),
});
const documentSchema = z.object({
  Publication_MarketDocument: z.object({
    type: z.literal('A44'),
    TimeSeries: z
      .array(
        z.object({
          'in_Domain.mRID': z.string(),
          'currency_Unit.name': z.literal('EUR'),
          'price_Measure_Unit.name': z.literal('MWH'),
          curveType: z.optional(z.enum(['A01', 'A03'])),
          Period: z.array(periodSchema).check(z.minLength(1)),
        }),
      )
      .check(z.minLength(1)),
  }),
});

/** ENTSO-E writes minutes without seconds ("2025-10-01T22:00Z"); Date reads that as it is. */
function instant(text: string): number {
  const at = Date.parse(text);
  if (Number.isNaN(at) || at % QUARTER_HOUR_MS !== 0) {
    throw new AppError(ErrorCode.Validation, `Not a quarter-hour instant: ${text}`);
  }
  return at;
}

type Period = z.infer<typeof periodSchema>;

function periodPrices(period: Period): DayAheadPrice[] {
  const minutes = RESOLUTIONS[period.resolution];
  const stepMs = minutes * 60_000;
  const start = instant(period.timeInterval.start);
  const count = (instant(period.timeInterval.end) - start) / stepMs;
  if (!Number.isInteger(count) || count <= 0) {
    throw new AppError(ErrorCode.Validation, 'A period is not a whole number of its resolution');
  }
  const byPosition = new Map(period.Point.map((point) => [point.position, point['price.amount']]));
  const prices: DayAheadPrice[] = [];
  let price: number | undefined;
  for (let position = 1; position <= count; position += 1) {
    // A03: a missing position repeats the price before it (A01 has every position).
    price = byPosition.get(position) ?? price;
    if (price === undefined) {
      throw new AppError(ErrorCode.Validation, 'A period does not start with its first point');
    }
    const at = start + (position - 1) * stepMs;
    for (let quarter = at; quarter < at + stepMs; quarter += QUARTER_HOUR_MS) {
      prices.push({ start: quarter, eurPerMwh: price, sourceMinutes: minutes });
    }
  }
  return prices;
}

/** Reads an A44 document; throws a VALIDATION AppError for anything else. */
export function parseDayAheadDocument(xml: string): DayAheadDocument {
  const parsed = documentSchema.safeParse(parser.parse(xml));
  if (!parsed.success) {
    throw new AppError(
      ErrorCode.Validation,
      'Not an ENTSO-E A44 day-ahead price document in EUR/MWh',
    );
  }
  const series = parsed.data.Publication_MarketDocument.TimeSeries;
  const zones = new Set(series.map((entry) => entry['in_Domain.mRID']));
  const [biddingZone] = zones;
  if (biddingZone === undefined || zones.size > 1) {
    throw new AppError(ErrorCode.Validation, 'A document must hold one bidding zone');
  }
  const byStart = new Map<number, DayAheadPrice>();
  for (const entry of series) {
    for (const period of entry.Period) {
      for (const price of periodPrices(period)) byStart.set(price.start, price);
    }
  }
  return { biddingZone, prices: [...byStart.values()].sort((a, b) => a.start - b.start) };
}
