// The installed app's manifest and icons, per tenant (decision 040), chosen by the
// Host like index.html (single-page-app.ts): GET /manifest.webmanifest with the tenant's name,
// colours, default language and start page /installations, and the icons it lists, made from the
// tenant's logo (services/app-icons). A host naming no tenant gets the default tenant's, as its
// pages do; a host naming an unknown one gets 404 TENANT_NOT_FOUND in the envelope.
import type { Language, PortalConfig } from '@portal/contract/portal';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { AppConfig } from '../../platform/config/config.ts';
import type { TenantDirectory } from '../../platform/tenancy/tenant-directory.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { resolveTenant } from '../../platform/tenancy/tenant-resolver.ts';
import {
  type AppIconName,
  type AppIcons,
  appIconShapes,
  type IconSource,
} from './app-icon-renderer.ts';
import {
  type AppScreenshotName,
  appScreenshotShapes,
  createAppScreenshots,
} from './app-screenshots.ts';

/** The manifest may change with the tenant's branding: asked again on each check. */
const MANIFEST_CACHE = 'no-cache';
/** Icon URLs carry the logo's hash, so a cached icon is never a stale one. */
const ICON_CACHE = 'public, max-age=31536000, immutable';
const PAGE_BACKGROUND = '#f6f7f9';
/** A screenshot's URL names the icons' version only, not the background: kept a day, not a year. */
const SCREENSHOT_CACHE = 'public, max-age=86400';

const screenshotParams = z.object({
  name: z.enum(['narrow', 'wide'] satisfies AppScreenshotName[]),
});

/** The screenshots' captions, in the tenant's language. */
const screenshotLabels: Record<Language, Record<AppScreenshotName, (name: string) => string>> = {
  nl: {
    narrow: (name) => `${name} op uw telefoon`,
    wide: (name) => `${name} op uw computer`,
  },
  fr: {
    narrow: (name) => `${name} sur votre téléphone`,
    wide: (name) => `${name} sur votre ordinateur`,
  },
  en: {
    narrow: (name) => `${name} on your phone`,
    wide: (name) => `${name} on your computer`,
  },
};

const iconParams = z.object({
  name: z.enum(['icon-192', 'icon-512', 'maskable-512'] satisfies AppIconName[]),
});

function sourceOf(tenant: TenantRecord): IconSource {
  return {
    tenant: { id: tenant.id, subdomain: tenant.subdomain },
    logoUrl: tenant.portalConfig.logo.url,
    name: tenant.name,
    primaryColour: tenant.portalConfig.colors.primary,
  };
}

/** A configured `shortName`, else the name's first word: a home screen shows about 12 letters. */
function shortNameOf(tenant: TenantRecord): string {
  const configured = tenant.portalConfig.config.shortName;
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim();
  return tenant.name.split(/\s+/)[0] ?? tenant.name;
}

/** What the install dialog says under the name, in the tenant's language (as index.html's). */
const descriptions: Record<Language, (name: string) => string> = {
  nl: (name) => `Klantenportaal van ${name} voor uw energie-installaties`,
  fr: (name) => `Portail client de ${name} pour vos installations énergétiques`,
  en: (name) => `${name}'s customer portal for your energy installations`,
};

function backgroundOf(colors: PortalConfig['colors']): string {
  const background = colors.background;
  return typeof background === 'string' ? background : PAGE_BACKGROUND;
}

export function manifestOf(tenant: TenantRecord, iconVersion: string) {
  const icon = (name: AppIconName, purpose: 'any' | 'maskable') => {
    const { size } = appIconShapes[name];
    return {
      src: `/app-icons/${name}.png?v=${iconVersion}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    };
  };
  return {
    id: '/',
    name: tenant.name,
    short_name: shortNameOf(tenant),
    description: descriptions[tenant.defaultLanguage](tenant.name),
    lang: tenant.defaultLanguage,
    start_url: '/installations',
    scope: '/',
    display: 'standalone',
    // Where a browser has no standalone window (a desktop's tabbed mode is not taken: the app
    // has its own navigation), a minimal frame keeps the back button and the address.
    display_override: ['standalone', 'minimal-ui'],
    // A link or a notification opens the app already running, on that page, not a second window.
    launch_handler: { client_mode: ['navigate-existing', 'auto'] },
    theme_color: tenant.portalConfig.colors.primary,
    background_color: backgroundOf(tenant.portalConfig.colors),
    icons: [icon('icon-192', 'any'), icon('icon-512', 'any'), icon('maskable-512', 'maskable')],
    screenshots: (['narrow', 'wide'] as const).map((name) => {
      const { width, height } = appScreenshotShapes[name];
      return {
        src: `/app-screenshots/${name}.png?v=${iconVersion}`,
        sizes: `${width}x${height}`,
        type: 'image/png',
        form_factor: name,
        label: screenshotLabels[tenant.defaultLanguage][name](tenant.name),
      };
    }),
  };
}

export function registerAppManifest(
  app: FastifyInstance,
  options: Pick<AppConfig, 'defaultTenant' | 'portalDomain'>,
  tenants: TenantDirectory,
  icons: AppIcons,
): void {
  /** A page's tenant: its host, else the portal's default tenant. */
  const tenantOf = (request: FastifyRequest) =>
    resolveTenant(request, {
      tenants,
      byHeader: false,
      hostDomain: options.portalDomain,
      defaultTenant: options.defaultTenant,
    });

  async function sendIcon(request: FastifyRequest, name: AppIconName) {
    const tenant = await tenantOf(request);
    return icons.render(sourceOf(tenant), name);
  }

  app.get('/manifest.webmanifest', async (request, reply) => {
    const tenant = await tenantOf(request);
    const version = await icons.version(sourceOf(tenant));
    return reply
      .header('cache-control', MANIFEST_CACHE)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifestOf(tenant, version)));
  });

  app.get('/app-icons/:name.png', { schema: { params: iconParams } }, async (request, reply) => {
    const { name } = iconParams.parse(request.params);
    const png = await sendIcon(request, name);
    return reply.header('cache-control', ICON_CACHE).type('image/png').send(png);
  });

  const screenshots = createAppScreenshots(icons);
  app.get(
    '/app-screenshots/:name.png',
    { schema: { params: screenshotParams } },
    async (request, reply) => {
      const { name } = screenshotParams.parse(request.params);
      const tenant = await tenantOf(request);
      const source = { ...sourceOf(tenant), background: backgroundOf(tenant.portalConfig.colors) };
      const png = await screenshots.render(source, name);
      return reply.header('cache-control', SCREENSHOT_CACHE).type('image/png').send(png);
    },
  );

  // iOS asks for this path itself, without a link, and keeps what it gets.
  app.get('/apple-touch-icon.png', async (request, reply) => {
    const png = await sendIcon(request, 'apple-touch-icon');
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
  });
}
