// The screenshots the install dialog shows (decision 040), made per tenant rather than taken: a
// page in the tenant's background with its coloured header naming the portal and its icon in the
// middle, one narrow (a phone, 390×844) and one wide (a desktop, 1280×800), the form factors
// Chromium's richer install dialog asks for. Made from the tenant's own icon, so a new logo makes
// new screenshots; each is kept in memory by the icons' version.
import sharp from 'sharp';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import type { AppIcons, IconSource } from './app-icon-renderer.ts';

export type AppScreenshotName = 'narrow' | 'wide';

export const appScreenshotShapes: Record<AppScreenshotName, { width: number; height: number }> = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1280, height: 800 },
};

const HEADER_HEIGHT = 64;
/** Two tenants' two screenshots each many times over: a logo changed often cannot fill memory. */
const MAX_KEPT = 200;

export interface ScreenshotSource extends IconSource {
  background: string;
}

async function render(
  icons: AppIcons,
  source: ScreenshotSource,
  name: AppScreenshotName,
): Promise<Buffer> {
  const { width, height } = appScreenshotShapes[name];
  const side = Math.round(Math.min(width, height - HEADER_HEIGHT) * 0.45);
  const icon = await sharp(await icons.render(source, 'icon-512'))
    .resize(side, side)
    .png()
    .toBuffer();
  const header = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEADER_HEIGHT}"><rect width="${width}" height="${HEADER_HEIGHT}" fill="${escapeHtml(source.primaryColour)}"/><text x="24" y="41" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${escapeHtml(source.name)}</text></svg>`,
  );
  return sharp({
    create: { width, height, channels: 4, background: source.background },
  })
    .composite([
      { input: header, top: 0, left: 0 },
      {
        input: icon,
        top: HEADER_HEIGHT + Math.round((height - HEADER_HEIGHT - side) / 2),
        left: Math.round((width - side) / 2),
      },
    ])
    .png()
    .toBuffer();
}

export interface AppScreenshots {
  render(source: ScreenshotSource, name: AppScreenshotName): Promise<Buffer>;
}

export function createAppScreenshots(icons: AppIcons): AppScreenshots {
  const kept = new Map<string, Promise<Buffer>>();
  return {
    async render(source, name) {
      const key = `${source.tenant.id}:${await icons.version(source)}:${source.background}:${name}`;
      let screenshot = kept.get(key);
      if (!screenshot) {
        if (kept.size >= MAX_KEPT) kept.clear();
        screenshot = render(icons, source, name);
        kept.set(key, screenshot);
      }
      return screenshot;
    },
  };
}
