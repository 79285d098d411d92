// Which tenant the SPA names in `x-subdomain` (spec §1, §7). The tenant is the first label of a
// host that has a non-empty prefix before the portal's own domain:
//   demo.localhost            → demo     (portal domain `localhost`)
//   helios.portal.example.be  → helios   (portal domain `portal.example.be`)
// A bare portal domain or an IP address names no tenant; the SPA then sends the server's
// configured default tenant, which the server writes into index.html as
// <meta name="portal-default-tenant">. A host outside the portal domain falls back to its first
// label when it has more than one, so a differently named deployment still works.

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The portal domain: `VITE_PORTAL_DOMAIN` at build time, else `localhost` (development). */
export const PORTAL_DOMAIN: string = (import.meta.env.VITE_PORTAL_DOMAIN ?? 'localhost')
  .trim()
  .toLowerCase();

export function subdomainOf(hostname: string, portalDomain: string = PORTAL_DOMAIN): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || ipv4.test(host) || host.includes(':') || host === portalDomain) return null;
  const prefix = host.endsWith(`.${portalDomain}`)
    ? host.slice(0, -portalDomain.length - 1)
    : host.split('.').length > 1
      ? host
      : '';
  const first = prefix.split('.')[0];
  return first ? first : null;
}

function defaultTenantFromPage(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-default-tenant"]');
  return meta?.content.trim() || null;
}

/**
 * The x-subdomain value for this page: the host's tenant, else the server's default tenant, else
 * null (the header is then omitted and the server answers TENANT_REQUIRED).
 */
export function currentTenant(): string | null {
  const fromHost = typeof location === 'undefined' ? null : subdomainOf(location.hostname);
  return fromHost ?? defaultTenantFromPage();
}
