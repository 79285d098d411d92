// The tenant a page host names, as the SPA reads it (apps/web/src/lib/tenant-host.ts): the first
// label before the portal domain, or of a foreign host with several labels; else none.
const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export function subdomainOfHost(hostname: string, portalDomain: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || ipv4.test(host) || host.includes(':') || host === portalDomain) {
    return undefined;
  }
  const prefix = host.endsWith(`.${portalDomain}`)
    ? host.slice(0, -portalDomain.length - 1)
    : host.includes('.')
      ? host
      : '';
  return prefix.split('.')[0] || undefined;
}
