// The monitoring socket's address (spec §7): `{socket host}/monitoring` under the websocket base
// `/websockets` on this origin, ws: beside http: and wss: beside https:, with the tenant, a fresh
// access token (a browser socket cannot send an Authorization header) and the device.
export function liveSocketUrl(
  origin: string,
  query: { subdomain: string | null; accessToken: string | null; deviceId: string },
): string {
  const url = new URL('/websockets/monitoring', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('subdomain', query.subdomain ?? '');
  url.searchParams.set('accessToken', query.accessToken ?? '');
  url.searchParams.set('deviceId', query.deviceId);
  return url.toString();
}
