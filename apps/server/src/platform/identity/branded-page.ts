// The HTML document around every page the identity provider renders itself (login, logout, signed
// out, errors), as a Keycloak login theme would: the tenant's logo, colours and name, a card in
// the portal's look (system font, rounded card, 50 px pill buttons), no web fonts and no script
// unless a page brings one. The Content-Security-Policy allows nothing but the tenant's own
// images, this document's style block and that one script, each by its hash.
import { createHash } from 'node:crypto';
import type { Language } from '@portal/contract/portal';
import { escapeHtml } from '../http/html-escape.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { pageInk, readableOnWhite, textOn, tint } from './page-colours.ts';

export interface PageBranding {
  tenant: TenantRecord;
  /** The tenant's public origin, e.g. https://demo.portal.example.be. */
  origin: string;
  /** The logo's `src` (page-logos.ts); the logo's address when not given. */
  logoSrc?: string;
}

export interface LanguageLink {
  language: Language;
  href: string;
}

export interface BrandedPage {
  language: Language;
  title: string;
  /** The card's content (trusted HTML: callers escape what they put in). */
  main: string;
  script?: string;
  /** A language switch in the top bar; the current language is marked. */
  languages?: { label: string; links: LanguageLink[] };
}

export interface RenderedPage {
  html: string;
  contentSecurityPolicy: string;
}

/** The logo's box: wide enough for a word mark, the image scaled into it (no layout shift). */
const logoBox = { width: 132, height: 40 };

function styles(tenant: TenantRecord): string {
  const { primary, secondary } = tenant.portalConfig.colors;
  const accent = readableOnWhite(secondary);
  return `*{box-sizing:border-box}
body{margin:0;background:#f6f7f9;color:${pageInk};line-height:1.5;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.bar{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:64px;
padding:8px 16px;background:#fff;border-bottom:1px solid #e3e5e8}
.bar img{display:block;object-fit:contain;object-position:left center}
.languages{display:flex;margin:0;padding:0;list-style:none;border:1px solid #c9ced4;border-radius:10px;
overflow:hidden}
.languages li+li{border-left:1px solid #c9ced4}
.languages a{display:block;min-width:44px;padding:8px 12px;text-align:center;font-size:.8125rem;
font-weight:700;color:#545b63;text-decoration:none}
.languages a[aria-current]{background:#eceef1;color:${pageInk}}
main{padding:16px}
.card{max-width:480px;margin:0 auto;padding:24px;background:#fff;border:1px solid #dfe2e6;
border-radius:20px}
.icon{display:grid;place-items:center;width:56px;height:56px;margin-bottom:16px;border-radius:50%;
background:${tint(primary, 0.18)}}
.icon svg{width:24px;height:24px;fill:${pageInk}}
h1{margin:0 0 8px;font-size:1.375rem;line-height:1.3}
p{margin:0 0 16px}
.intro{color:#545b63;margin-bottom:24px}
.alert{display:flex;gap:12px;align-items:flex-start;margin-bottom:20px;padding:12px 16px;
border-radius:12px;background:#fdeded;color:#5f2120}
.alert svg{flex:none;width:22px;height:22px;fill:#c62828}
.field{margin-bottom:20px}
label{display:block;margin-bottom:6px;font-weight:600}
input{width:100%;height:52px;padding:0 14px;border:1px solid #858c94;border-radius:12px;
background:#fff;color:inherit;font:inherit;font-size:1rem}
input[aria-invalid=true]{border:2px solid #c62828}
.error{margin:6px 0 0;color:#c62828;font-size:.875rem}
.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:50px;
padding:0 24px;border:0;border-radius:25px;background:${primary};color:${textOn(primary)};
font:inherit;font-size:1rem;font-weight:600;text-decoration:none;cursor:pointer}
.links{margin:20px 0 0;text-align:center}
.links a{color:${pageInk};font-weight:600}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid ${accent};
outline-offset:2px}
.languages a:focus-visible{outline-offset:-3px}
@media (min-width:600px){main{padding:48px 16px}.card{padding:32px}h1{font-size:1.5rem}}`;
}

const hashOf = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

function languageSwitch(page: BrandedPage): string {
  if (!page.languages) return '';
  const items = page.languages.links.map(
    ({ language, href }) =>
      `<li><a href="${escapeHtml(href)}" lang="${language}" hreflang="${language}"${
        language === page.language ? ' aria-current="true"' : ''
      }>${language.toUpperCase()}</a></li>`,
  );
  return `<nav aria-label="${escapeHtml(page.languages.label)}"><ul class="languages">${items.join('')}</ul></nav>`;
}

/**
 * The policy of every answer the provider writes itself; a branded page replaces it with its own.
 * Its auto-submitting forms (a logout without a session, a `form_post` response) carry one inline
 * script each: oidc-provider adds that script's hash to an existing `script-src`, which is empty
 * here, so nothing else runs.
 */
export function providerPagePolicy(origin: string): string {
  return [
    "default-src 'none'",
    'script-src',
    `form-action 'self' ${origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function renderBrandedPage(branding: PageBranding, page: BrandedPage): RenderedPage {
  const { tenant, origin } = branding;
  const logo = branding.logoSrc ?? new URL(tenant.portalConfig.logo.url, `${origin}/`).href;
  const style = styles(tenant);
  const script = page.script ? `<script>${page.script}</script>` : '';
  const contentSecurityPolicy = [
    "default-src 'none'",
    `img-src ${origin} data:`,
    `style-src ${hashOf(style)}`,
    `script-src ${page.script ? hashOf(page.script) : "'none'"}`,
    `form-action 'self' ${origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const html = `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="description" content="${escapeHtml(tenant.name)}">
<title>${escapeHtml(page.title)} · ${escapeHtml(tenant.name)}</title>
<link rel="icon" href="${escapeHtml(`${origin}/icons/icon.svg`)}" type="image/svg+xml">
<style>${style}</style>
</head>
<body>
<header class="bar">
<img src="${escapeHtml(logo)}" alt="${escapeHtml(tenant.name)}" width="${logoBox.width}" height="${logoBox.height}">
${languageSwitch(page)}
</header>
<main>
<div class="card">
${page.main}
</div>
</main>
${script}
</body>
</html>`;
  return { html, contentSecurityPolicy };
}
