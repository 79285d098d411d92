// The weather providers: the local stand-in forecasts nothing; Open-Meteo's hourly cloud cover is
// asked for the place and days, read in UTC and turned from % into 0..1; an answer it cannot read,
// an error status or a failed call gives no forecast (and is reported), never a throw.
import { describe, expect, it } from 'vitest';
import { localWeather, openMeteoWeather } from './weather-provider.ts';

const place = { latitude: 51.05, longitude: 3.75 };
const from = Date.parse('2026-11-21T17:00:00Z');
const to = Date.parse('2026-11-23T00:00:00Z');

function fakeFetch(answer: () => Response) {
  const urls: URL[] = [];
  const fetchFn = async (input: string | URL | Request) => {
    urls.push(new URL(String(input)));
    return answer();
  };
  return { urls, fetchFn: fetchFn as typeof fetch };
}

describe('weather providers', () => {
  it('the local stand-in forecasts nothing', async () => {
    expect(await localWeather.cloudCover(place, from, to)).toBeUndefined();
  });

  it('reads Open-Meteo’s hourly cloud cover inside the horizon', async () => {
    const body = {
      hourly: {
        time: ['2026-11-21T16:00', '2026-11-21T17:00', '2026-11-22T12:00', '2026-11-23T00:00'],
        cloud_cover: [10, 40, null, 100],
      },
    };
    const { urls, fetchFn } = fakeFetch(() => Response.json(body));
    const hours = await openMeteoWeather('https://weather.test/v1/forecast', fetchFn).cloudCover(
      place,
      from,
      to,
    );
    expect(hours).toEqual([{ start: Date.parse('2026-11-21T17:00:00Z'), cover: 0.4 }]);
    const asked = urls[0]?.searchParams;
    expect(asked?.get('latitude')).toBe('51.05');
    expect(asked?.get('hourly')).toBe('cloud_cover');
    expect(asked?.get('timezone')).toBe('GMT');
    expect(asked?.get('start_date')).toBe('2026-11-21');
    expect(asked?.get('end_date')).toBe('2026-11-22');
  });

  it('gives no forecast for an error, an unreadable answer or a failed call', async () => {
    const failures: unknown[] = [];
    const report = (error: unknown) => failures.push(error);
    for (const answer of [
      () => new Response('busy', { status: 503 }),
      () => Response.json({ hourly: { time: 'no' } }),
      () => {
        throw new TypeError('network down');
      },
    ]) {
      const { fetchFn } = fakeFetch(answer);
      const provider = openMeteoWeather('https://weather.test/v1/forecast', fetchFn, report);
      expect(await provider.cloudCover(place, from, to)).toBeUndefined();
    }
    expect(failures).toHaveLength(3);
  });
});
