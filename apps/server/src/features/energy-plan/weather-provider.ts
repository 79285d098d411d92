// The weather forecast behind tomorrow's solar forecast (decisions 061 and 094): one interface,
// two implementations chosen by WEATHER_PROVIDER. `local` (the default, and what the tests use)
// forecasts nothing, so the solar forecast is the clear sky scaled by the installation's own
// similar days; `open-meteo` asks Open-Meteo's forecast API (WEATHER_URL, its /v1/forecast
// endpoint) for the hourly cloud cover, which the forecast turns into a cloud factor. A provider
// that fails or times out gives no forecast: the plan is still made, on the history alone.
import type { CloudCoverHour } from '@portal/domain/energy/plan/solar-forecast';
import { z } from 'zod/mini';
import type { Place } from './place-of-postal-code.ts';

export interface WeatherProvider {
  /** Hourly cloud cover over [from, to) at the place, or undefined when there is no forecast. */
  cloudCover(place: Place, from: number, to: number): Promise<CloudCoverHour[] | undefined>;
}

export const localWeather: WeatherProvider = {
  cloudCover: async () => undefined,
};

const openMeteoAnswer = z.object({
  hourly: z.object({
    time: z.array(z.string()),
    cloud_cover: z.array(z.nullable(z.number())),
  }),
});

const TIMEOUT_MS = 5000;
const HOUR_MS = 3_600_000;

/** Open-Meteo: `time` as ISO local times of GMT (timezone=GMT), cloud cover in % per hour. */
export function openMeteoWeather(
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
  onFailure: (error: unknown) => void = () => {},
): WeatherProvider {
  return {
    async cloudCover(place, from, to) {
      const url = new URL(baseUrl);
      url.searchParams.set('latitude', place.latitude.toFixed(2));
      url.searchParams.set('longitude', place.longitude.toFixed(2));
      url.searchParams.set('hourly', 'cloud_cover');
      url.searchParams.set('timezone', 'GMT');
      url.searchParams.set('start_date', new Date(from).toISOString().slice(0, 10));
      url.searchParams.set('end_date', new Date(to - 1).toISOString().slice(0, 10));
      try {
        const response = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) throw new Error(`weather provider answered ${response.status}`);
        const parsed = openMeteoAnswer.parse(await response.json());
        const hours: CloudCoverHour[] = [];
        parsed.hourly.time.forEach((time, index) => {
          const start = Date.parse(`${time}Z`);
          const cover = parsed.hourly.cloud_cover[index];
          if (!Number.isFinite(start) || cover == null) return;
          if (start + HOUR_MS > from && start < to) hours.push({ start, cover: cover / 100 });
        });
        return hours;
      } catch (error) {
        onFailure(error);
        return undefined;
      }
    },
  };
}
