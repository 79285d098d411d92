// The ENTSO-E A44 importer on a sample document (the Belgian zone's first 15-minute day-ahead
// auction week, curve type A03 with repeated prices left out), an hourly document, and documents
// it must refuse; and the tariff formulas of decision 049.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quarterHourPrice } from './energy-tariff.ts';
import { parseDayAheadDocument } from './entsoe-day-ahead.ts';

const sample = readFileSync(
  new URL('../../../../test/fixtures/entsoe-a44-be-2025-10-02.xml', import.meta.url),
  'utf8',
);

const hourly = (points: string, resolution = 'PT60M', type = 'A44') => `<?xml version="1.0"?>
<Publication_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-3:publicationdocument:7:3">
  <type>${type}</type>
  <TimeSeries>
    <in_Domain.mRID codingScheme="A01">10YBE----------2</in_Domain.mRID>
    <currency_Unit.name>EUR</currency_Unit.name>
    <price_Measure_Unit.name>MWH</price_Measure_Unit.name>
    <curveType>A01</curveType>
    <Period>
      <timeInterval><start>2025-09-29T22:00Z</start><end>2025-09-30T00:00Z</end></timeInterval>
      <resolution>${resolution}</resolution>
      ${points}
    </Period>
  </TimeSeries>
</Publication_MarketDocument>`;

describe('ENTSO-E day-ahead documents', () => {
  it('reads the sample: 96 quarter-hours of the Belgian zone, gaps repeating the price before', () => {
    const document = parseDayAheadDocument(sample);
    expect(document.biddingZone).toBe('10YBE----------2');
    expect(document.prices).toHaveLength(96);
    expect(document.prices[0]).toEqual({
      start: Date.parse('2025-10-01T22:00:00Z'),
      eurPerMwh: 73,
      sourceMinutes: 15,
    });
    // Position 3 is left out (A03): it repeats position 2; 5 to 7 repeat 4.
    expect(document.prices.slice(1, 7).map((price) => price.eurPerMwh)).toEqual([
      68, 68, 73, 73, 73, 73,
    ]);
    expect(document.prices.at(-1)?.start).toBe(Date.parse('2025-10-02T21:45:00Z'));
  });

  it('keeps an hourly price as its four quarter-hours', () => {
    const document = parseDayAheadDocument(
      hourly(
        '<Point><position>1</position><price.amount>-5.20</price.amount></Point>' +
          '<Point><position>2</position><price.amount>88.10</price.amount></Point>',
      ),
    );
    expect(document.prices.map((price) => price.eurPerMwh)).toEqual([
      -5.2, -5.2, -5.2, -5.2, 88.1, 88.1, 88.1, 88.1,
    ]);
    expect(document.prices.every((price) => price.sourceMinutes === 60)).toBe(true);
  });

  it('refuses another document type, resolution, or a period without its first point', () => {
    const point = '<Point><position>1</position><price.amount>1</price.amount></Point>';
    for (const xml of [
      hourly(point, 'PT60M', 'A65'),
      hourly(point, 'PT30M'),
      hourly('<Point><position>2</position><price.amount>1</price.amount></Point>'),
      '<html>not a document</html>',
    ]) {
      expect(() => parseDayAheadDocument(xml)).toThrow(
        expect.objectContaining({ code: 'VALIDATION' }),
      );
    }
  });
});

describe('quarter-hour prices', () => {
  const dynamic = {
    kind: 'dynamic',
    supplierMarkup: 0.015,
    gridAndLevies: 0.135,
    vatRate: 0.06,
    injectionFee: 0.015,
  } as const;

  it('adds fees, levies and VAT to consumption and takes the fee off injection', () => {
    expect(quarterHourPrice(dynamic, 100)).toEqual({ consumption: 0.265, injection: 0.085 });
    expect(quarterHourPrice(dynamic, -20)).toEqual({ consumption: 0.1378, injection: -0.035 });
    expect(quarterHourPrice(dynamic, null)).toBeNull();
  });

  it('keeps a fixed contract’s prices whatever the market does', () => {
    const fixed = { kind: 'fixed', consumption: 0.31, injection: 0.04 } as const;
    expect(quarterHourPrice(fixed, null)).toEqual({ consumption: 0.31, injection: 0.04 });
  });
});
