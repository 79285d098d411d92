// A tenant's logo for generated PDFs. pdf-lib embeds PNG and JPEG only: a logo URL that is a path
// of the web app (e.g. /tenants/demo/logo.png) is read from WEB_DIST and kept when its bytes are a
// PNG or JPEG; anything else (SVG, remote URL, missing file) gives null and the PDF draws the
// tenant's name as a wordmark instead (decision 007). Results are cached per URL.
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { PdfBranding } from '../../documents/pdf-layout.ts';

export type TenantLogo = NonNullable<PdfBranding['logo']>;
export type TenantLogoLoader = (url: string) => Promise<TenantLogo | null>;

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];

function typeOf(bytes: Uint8Array): TenantLogo['type'] | null {
  if (PNG.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (JPEG.every((byte, index) => bytes[index] === byte)) return 'image/jpeg';
  return null;
}

export function createTenantLogoLoader(webDist: string): TenantLogoLoader {
  const root = resolve(webDist);
  const cache = new Map<string, Promise<TenantLogo | null>>();
  const load = async (url: string): Promise<TenantLogo | null> => {
    if (!/^\/[A-Za-z0-9/_.-]+\.(png|jpe?g)$/i.test(url) || url.includes('..')) return null;
    const path = resolve(root, `.${url}`);
    if (!path.startsWith(root + sep)) return null;
    try {
      const bytes = await readFile(path);
      const type = typeOf(bytes);
      return type ? { bytes, type } : null;
    } catch {
      return null;
    }
  };
  return (url) => {
    let logo = cache.get(url);
    if (!logo) {
      logo = load(url);
      cache.set(url, logo);
    }
    return logo;
  };
}
