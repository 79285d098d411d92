// The installed app's icons, made from the tenant's logo (decision 040): PNGs of the
// sizes a manifest and iOS ask for, the logo contained on a white square (logos are drawn for a
// white page). A logo that is not a file of the web app (a remote URL, a missing file) is never
// fetched, as for the PDFs (decision 007): the icon is then the tenant's initial on its colour.
// A logo set by `npm run tenant` lives in the database (decision 056) and is read from there.
// Each icon is made once per logo and kept in memory, keyed by the hash of the logo's bytes, so a
// new logo makes new icons and an unchanged one costs a file read.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import type { LogoFiles } from './logo-files.ts';

export type AppIconName = 'icon-192' | 'icon-512' | 'maskable-512' | 'apple-touch-icon';

interface IconShape {
  size: number;
  /** The share of the side the logo may take. A maskable icon keeps it in the safe circle. */
  logoShare: number;
}

export const appIconShapes: Record<AppIconName, IconShape> = {
  'icon-192': { size: 192, logoShare: 0.82 },
  'icon-512': { size: 512, logoShare: 0.82 },
  // The safe zone is a circle of 40 % radius: a square logo of 56 % fits in it whole.
  'maskable-512': { size: 512, logoShare: 0.56 },
  'apple-touch-icon': { size: 180, logoShare: 0.82 },
};

export interface IconSource {
  tenant: { id: number; subdomain: string };
  logoUrl: string;
  name: string;
  primaryColour: string;
}

export interface AppIcons {
  /** A short hash of what the icons are made from, for the icons' URLs (a new logo, new URLs). */
  version(source: IconSource): Promise<string>;
  render(source: IconSource, name: AppIconName): Promise<Buffer>;
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };
/** At most this many icons are kept (4 per logo): a tenant changing its logo often cannot fill memory. */
const MAX_KEPT_ICONS = 400;

/** The tenant's initial, white on its colour: the icon when the logo cannot be read. */
function initialLogo(source: IconSource): Buffer {
  const initial = escapeHtml(source.name.trim().charAt(0).toUpperCase() || '?');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${escapeHtml(source.primaryColour)}"/><text x="256" y="340" text-anchor="middle" font-family="Arial, sans-serif" font-size="280" font-weight="700" fill="#ffffff">${initial}</text></svg>`,
  );
}

async function render(logo: Buffer, { size, logoShare }: IconShape): Promise<Buffer> {
  const inner = Math.round(size * logoShare);
  // SVG logos are drawn at a density that gives the icon's size without upscaling a small raster.
  const contained = await sharp(logo, { density: 600, limitInputPixels: 50_000_000 })
    .resize(inner, inner, { fit: 'contain', background: CLEAR })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: WHITE } })
    .composite([{ input: contained, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function createAppIcons(logoFiles: LogoFiles): AppIcons {
  const kept = new Map<string, Promise<Buffer>>();

  /** The logo's bytes when it is a stored logo or an image file of the web app; else the
   * initial. */
  async function logoBytes(source: IconSource): Promise<Buffer> {
    const file = await logoFiles(source.tenant, source.logoUrl);
    return file?.bytes ?? initialLogo(source);
  }

  const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

  return {
    version: async (source) => hashOf(await logoBytes(source)),
    async render(source, name) {
      const logo = await logoBytes(source);
      const key = `${hashOf(logo)}:${name}`;
      let icon = kept.get(key);
      if (!icon) {
        if (kept.size >= MAX_KEPT_ICONS) kept.clear();
        icon = render(logo, appIconShapes[name]).catch(() =>
          // A logo sharp cannot read gives the initial rather than no icon.
          render(initialLogo(source), appIconShapes[name]),
        );
        kept.set(key, icon);
      }
      return icon;
    },
  };
}
