// Where a customer goes after signing in: the page they were on their way to, carried through
// the provider in the OIDC state (`url_state`), never in a query the provider sees. Only paths of
// this SPA are accepted (no other origin, no protocol-relative `//host`, not /login itself);
// anything else means the installed app's start page (spec §2: /installations).
import { APP_START_PATH } from '@portal/domain/constants';
import { routeNames } from '../../../lib/route-names';

const probeOrigin = 'https://portal.invalid';

export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) {
    return APP_START_PATH;
  }
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return APP_START_PATH;
  }
  if (url.origin !== probeOrigin || url.pathname === routeNames.login) return APP_START_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
