// The tenant's logo on the identity provider's own pages (login, logout, errors), written into the
// page as a data URI when it is small: the page then paints whole from its one answer, without a
// second request before the logo shows (on a slow phone link, a round trip of its own). A logo too
// large, or one the reader cannot find, stays a link to its address as before. Loaded when a
// realm's provider is built (which happens again when the tenant's record, and so its logo, changes).
/** The largest logo written into a page; a larger one is fetched as a file. */
export const INLINE_LOGO_MAX_BYTES = 16 * 1024;

export type LogoFile = { bytes: Buffer; contentType: string };
/** What of a tenant the logo needs (a tenant record has it). */
export interface LogoTenant {
  id: number;
  subdomain: string;
  portalConfig: { logo: { url: string } };
}
/** Reads the logo a tenant's configuration names (stored, or a file of the web app). */
export type LogoReader = (tenant: LogoTenant, url: string) => Promise<LogoFile | undefined>;

export interface PageLogos {
  /** Reads and keeps the tenant's current logo, when small enough. */
  load(tenant: LogoTenant): Promise<void>;
  /** What a page's `<img src>` says: the kept data URI, else the logo's address. */
  src(tenant: LogoTenant, origin: string): string;
}

const keyOf = (tenant: LogoTenant) => `${tenant.id}:${tenant.portalConfig.logo.url}`;

export function createPageLogos(read: LogoReader | undefined): PageLogos {
  // One entry per tenant and logo address: a changed logo has a new address (decision 056).
  const inlined = new Map<string, string | null>();
  return {
    async load(tenant) {
      const key = keyOf(tenant);
      if (!read || inlined.has(key)) return;
      const file = await read(tenant, tenant.portalConfig.logo.url).catch(() => undefined);
      const small = file && file.bytes.length <= INLINE_LOGO_MAX_BYTES;
      inlined.set(
        key,
        small ? `data:${file.contentType};base64,${file.bytes.toString('base64')}` : null,
      );
    },
    src(tenant, origin) {
      return inlined.get(keyOf(tenant)) ?? new URL(tenant.portalConfig.logo.url, `${origin}/`).href;
    },
  };
}
