import { describe, expect, it } from 'vitest';
import { dsmrMonthlyPeak, homeWizardMonthlyPeak } from './meter-peak.ts';

const at = (iso: string) => new Date(iso).getTime();

const telegram = (line: string) =>
  ['/FLU5\\253770234_A', '', '0-0:96.1.4(50217)', '1-0:1.7.0(00.412*kW)', line, '!7A3B'].join(
    '\r\n',
  );

describe('dsmrMonthlyPeak', () => {
  it('reads value and time of 1-0:1.6.0, with the winter or summer offset the meter states', () => {
    expect(dsmrMonthlyPeak(telegram('1-0:1.6.0(260114181500W)(04.172*kW)'))).toEqual({
      month: '2026-01',
      peakW: 4172,
      at: at('2026-01-14T18:15+01:00'),
    });
    expect(dsmrMonthlyPeak(telegram('1-0:1.6.0(260702074500S)(06.300*kW)'))).toEqual({
      month: '2026-07',
      peakW: 6300,
      at: at('2026-07-02T07:45+02:00'),
    });
  });

  it('tells the two 02:30s of the autumn night apart by S and W', () => {
    const summer = dsmrMonthlyPeak(telegram('1-0:1.6.0(261025023000S)(03.000*kW)'));
    const winter = dsmrMonthlyPeak(telegram('1-0:1.6.0(261025023000W)(03.000*kW)'));
    expect((winter?.at ?? 0) - (summer?.at ?? 0)).toBe(3_600_000);
  });

  it('is null without a valid line', () => {
    expect(dsmrMonthlyPeak(telegram('1-0:1.8.1(000123.456*kWh)'))).toBeNull();
    expect(dsmrMonthlyPeak(telegram('1-0:1.6.0(261325023000W)(03.000*kW)'))).toBeNull();
  });
});

describe('homeWizardMonthlyPeak', () => {
  it("reads the device's own spelling, montly_power_peak_w, with its Brussels timestamp", () => {
    expect(
      homeWizardMonthlyPeak({
        active_power_w: 512,
        montly_power_peak_w: 3827,
        montly_power_peak_timestamp: 260203193000,
      }),
    ).toEqual({ month: '2026-02', peakW: 3827, at: at('2026-02-03T19:30+01:00') });
  });

  it('reads the corrected spelling too', () => {
    expect(
      homeWizardMonthlyPeak({
        monthly_power_peak_w: 2900,
        monthly_power_peak_timestamp: 260601001500,
      }),
    ).toEqual({ month: '2026-06', peakW: 2900, at: at('2026-06-01T00:15+02:00') });
  });

  it('is null without a usable peak or timestamp', () => {
    expect(homeWizardMonthlyPeak({ active_power_w: 512 })).toBeNull();
    expect(
      homeWizardMonthlyPeak({
        montly_power_peak_w: '3827',
        montly_power_peak_timestamp: 260203193000,
      }),
    ).toBeNull();
    expect(homeWizardMonthlyPeak({ montly_power_peak_w: 3827 })).toBeNull();
  });
});
