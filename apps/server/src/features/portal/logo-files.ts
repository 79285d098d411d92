// A tenant's logo as a file: the one `npm run tenant` stored (decision 056), else an image file of
// the web app that its configuration names. Nothing else is read: a remote URL is never fetched
// (decision 007), and a path cannot leave the web app's folder.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { StoredLogos } from '../tenants/index.ts';

export interface LogoFile {
  bytes: Buffer;
  contentType: string;
}

export type LogoFiles = (
  tenant: { id: number; subdomain: string },
  url: string,
) => Promise<LogoFile | undefined>;

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export function createLogoFiles(webDist: string, storedLogos: StoredLogos): LogoFiles {
  const root = resolve(webDist);
  return async (tenant, url) => {
    const stored = await storedLogos.at(tenant, url);
    if (stored) return stored;
    const contentType = imageTypes[extname(url).toLowerCase()];
    if (!contentType || !/^\/[A-Za-z0-9/_.-]+$/.test(url) || url.includes('..')) return undefined;
    const path = resolve(root, `.${url}`);
    if (!path.startsWith(root + sep)) return undefined;
    const bytes = await readFile(path).catch(() => undefined);
    return bytes ? { bytes, contentType } : undefined;
  };
}
