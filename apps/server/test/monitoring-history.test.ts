// GET monitoring/history/{deviceId} and GET monitoring/insights/{deviceId} on the seeded demo
// (decision 049): the ranges and their resolutions, prices and capacity peaks, CSV, the customer's
// own devices only, insights for flexio only. Real services on both databases.
import { describe, expect, it } from 'vitest';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';

const FLEXIO = 'FLX-7A31C0';
const SMAPPEE = 'SMP-5010042736';

describe.each(testDialects())('monitoring history on %s', (dialect) => {
  const api = useCustomerApi(dialect);
  const asJan = (url: string, headers: Record<string, string> = {}) =>
    api.request({ tenant: 'demo', customerId: api.jan.customerId, url, headers });

  it('answers a year at month resolution with prices and the capacity tariff', async () => {
    const response = await asJan(`/api/monitoring/history/${FLEXIO}?range=year&date=2026-06-15`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ range: 'year', resolution: 'month', firstDate: '2026-01-01' });
    expect(data.buckets).toHaveLength(11); // January to November: seeded up to 21 November
    for (const bucket of data.buckets) {
      expect(bucket.solar).toBeGreaterThan(0);
      expect(bucket.priceConsumption).toBeGreaterThan(bucket.priceInjection);
      // The balance of decision 046, in kWh, within rounding.
      const balance =
        bucket.solar +
        bucket.gridConsume -
        bucket.gridInject +
        bucket.batteryDischarge -
        bucket.batteryCharge -
        bucket.ev -
        bucket.home;
      expect(Math.abs(balance)).toBeLessThan(0.02);
    }
    const june = data.buckets[5];
    const last = data.capacityTariff.peaks.at(-1);
    expect(june.solar).toBeGreaterThan(data.buckets[0].solar);
    expect(data.capacityTariff.peaks).toHaveLength(12);
    // The year runs on into December, which has not begun: the 12 months end with this one.
    expect(last.month).toBe('2026-11');
    expect(data.capacityTariff.peaks[0].month).toBe('2025-12');
    // Every month was measured; a summer month with the battery may need nothing from the grid.
    const peaks: { peakW: number | null; billedW: number }[] = data.capacityTariff.peaks;
    for (const peak of peaks) {
      expect(peak.peakW).toBeGreaterThanOrEqual(0);
      expect(peak.billedW).toBe(Math.max(2500, peak.peakW ?? 0));
    }
    expect(data.capacityTariff.yearlyEur).toBeCloseTo(
      (data.capacityTariff.averagePeakW / 1000) * data.capacityTariff.rateEurPerKwYear,
      0,
    );
  });

  it('answers a year at daily resolution when asked, and only a year', async () => {
    const url = `/api/monitoring/history/${FLEXIO}?range=year&date=2026-06-15&resolution=day`;
    const year = (await asJan(url)).json();
    expect(year.data.resolution).toBe('day');
    // 1 January to the seeding day, 21 November (its morning in quarter-hours, drawn as one day).
    expect(year.data.buckets).toHaveLength(325);
    const month = `/api/monitoring/history/${FLEXIO}?range=month&date=2026-06-15&resolution=day`;
    expect((await asJan(month)).statusCode).toBe(400);
  });

  it('answers a day in quarter-hours and a week in hours where quarter-hours are kept', async () => {
    const day = (await asJan(`/api/monitoring/history/${FLEXIO}?range=day&date=2026-11-18`)).json();
    expect(day.data.resolution).toBe('quarterHour');
    expect(day.data.buckets).toHaveLength(96);
    // The power lines balance as the energies do: what feeds the home is what it draws.
    for (const { power } of day.data.buckets) {
      expect(
        Math.abs(power.solar + power.grid + power.battery - power.ev - power.home),
      ).toBeLessThan(4);
    }
    const battery = day.data.buckets.map(
      (bucket: { power: { battery: number } }) => bucket.power.battery,
    );
    expect(Math.min(...battery)).toBeLessThan(0); // charging
    expect(Math.max(...battery)).toBeGreaterThan(0); // discharging
    const week = (
      await asJan(`/api/monitoring/history/${FLEXIO}?range=week&date=2026-11-18`)
    ).json();
    expect(week.data).toMatchObject({ firstDate: '2026-11-16', lastDate: '2026-11-22' });
    expect(week.data.resolution).toBe('hour');
    // Monday 16 to the seeding moment, Saturday 21 November at 10:00.
    expect(week.data.buckets).toHaveLength(5 * 24 + 10);
  });

  it("starts the charging station's history on the day it was connected, and it charges", async () => {
    const year = `/api/monitoring/history/${SMAPPEE}?range=year&date=2026-11-18&resolution=day`;
    const { data } = (await asJan(year)).json();
    // Connected 12 days before the seeding day (21 November), which is its 13th day.
    expect(data.buckets).toHaveLength(13);
    expect(data.buckets[0].start.slice(0, 10)).toBe('2026-11-08');
    const charged = data.buckets.reduce(
      (sum: number, bucket: { ev: number }) => sum + bucket.ev,
      0,
    );
    expect(charged).toBeGreaterThan(10);
  });

  it("shows the home's battery from its installation and the car from the charging station's", async () => {
    const year = `/api/monitoring/history/${FLEXIO}?range=year&date=2026-06-15&resolution=day`;
    const { data } = (await asJan(year)).json();
    type Day = { start: string; batteryCharge: number; batteryDischarge: number; ev: number };
    const days: Day[] = data.buckets;
    // The battery was installed 200 days before the seeding day (21 November): on 5 May, whose
    // Brussels midnight is 22:00 UTC the day before.
    const batteryDay = Date.parse('2026-05-04T22:00:00Z');
    const beforeBattery = days.filter((day) => Date.parse(day.start) < batteryDay);
    const withBattery = days.filter((day) => Date.parse(day.start) >= batteryDay);
    expect(beforeBattery.length).toBeGreaterThan(100);
    for (const day of beforeBattery) {
      expect(day.batteryCharge + day.batteryDischarge).toBe(0);
    }
    expect(withBattery.every((day) => day.batteryCharge > 0)).toBe(true);
    // The charging station came 12 days before the seeding day: on 9 November (23:00 UTC before).
    const chargerDay = Date.parse('2026-11-08T23:00:00Z');
    const beforeCharger = days.filter((day) => Date.parse(day.start) < chargerDay);
    expect(beforeCharger.every((day) => day.ev === 0)).toBe(true);
    const withCharger = days.filter((day) => Date.parse(day.start) >= chargerDay);
    expect(withCharger.reduce((sum, day) => sum + day.ev, 0)).toBeGreaterThan(0);
  });

  it('answers an old day at day resolution: only day rows are kept there', async () => {
    const old = (await asJan(`/api/monitoring/history/${FLEXIO}?range=day&date=2026-03-10`)).json();
    expect(old.data.resolution).toBe('day');
    expect(old.data.buckets).toHaveLength(1);
    expect(old.data.buckets[0].minutes).toBe(1440);
  });

  it('exports the range as CSV, by format or by Accept', async () => {
    const url = `/api/monitoring/history/${FLEXIO}?range=month&date=2026-10-01`;
    for (const response of [
      await asJan(`${url}&format=csv`),
      await asJan(url, { accept: 'text/csv' }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        'history-FLX-7A31C0-month-2026-10-01.csv',
      );
      const lines = response.body.trim().split('\r\n');
      expect(lines[0]).toMatch(/^start,minutes,home_kwh,/);
      expect(lines).toHaveLength(1 + 31);
    }
  });

  it('gives another customer and an unknown device 404, a bad date 400', async () => {
    const marie = await api.request({
      tenant: 'demo',
      customerId: api.marie.customerId,
      url: `/api/monitoring/history/${FLEXIO}?range=day&date=2026-11-18`,
    });
    expect(marie.statusCode).toBe(404);
    expect(marie.json().errors[0].code).toBe('NOT_FOUND');
    const insights = await api.request({
      tenant: 'demo',
      customerId: api.marie.customerId,
      url: `/api/monitoring/insights/${FLEXIO}?range=year&date=2026-11-18`,
    });
    expect(insights.statusCode).toBe(404);
    expect(
      (await asJan('/api/monitoring/history/NOPE-1?range=day&date=2026-11-18')).statusCode,
    ).toBe(404);
    expect(
      (await asJan(`/api/monitoring/history/${FLEXIO}?range=day&date=2026-02-30`)).statusCode,
    ).toBe(400);
  });

  it('gives insights on the flexio device, and 403 on another kind', async () => {
    const response = await asJan(`/api/monitoring/insights/${FLEXIO}?range=year&date=2026-11-18`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const { savings, earnings, co2 } = data;
    expect(savings.solar).toBeGreaterThan(0);
    expect(savings.total).toBeCloseTo(
      savings.solar + savings.battery + savings.tariff + savings.ev + savings.energy,
      1,
    );
    // The split is exact (decision 046): its parts are what the installation saved.
    expect(savings.solar + savings.battery + savings.ev + savings.energy).toBeCloseTo(
      savings.baselineCost - savings.actualCost,
      0,
    );
    expect(earnings.paymentDelayMonths).toBe(3);
    expect(earnings.months.length).toBeGreaterThanOrEqual(10);
    expect(earnings.months[0]).toMatchObject({ month: '2026-01', payableOn: '2026-04-01' });
    expect(earnings.paid).toBeLessThan(earnings.total);
    expect(co2).toMatchObject({ countryCode: 'BE', kgCo2ePerKwh: 0.128 });
    expect(co2.avoidedKg).toBeCloseTo(co2.solarKwh * 0.128, 0);

    const smappee = await asJan(`/api/monitoring/insights/${SMAPPEE}?range=year&date=2026-11-18`);
    expect(smappee.statusCode).toBe(403);
    expect(smappee.json().errors[0].code).toBe('FORBIDDEN');
  });
});
