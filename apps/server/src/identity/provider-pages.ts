// The provider's own pages, branded with the tenant's name, colours and logo and translated:
// logout submits itself (the SPA already asked to sign out, so no second click), the signed-out
// page returns to the login page, and errors say only that logging in failed, never why inside.
import { createHash } from 'node:crypto';
import type { Language } from '@portal/contract/portal';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { TenantRecord } from '../repositories/tenant-repository.ts';
import { escapeHtml } from './html-escape.ts';
import { pageLanguage, pageTexts } from './page-texts.ts';

export interface PageBranding {
  tenant: TenantRecord;
  /** The tenant's public origin, e.g. https://demo.portal.example.be. */
  origin: string;
}

function languageOf(ctx: KoaContextWithOIDC, branding: PageBranding): Language {
  let uiLocales: string | undefined;
  try {
    const value = ctx.oidc?.params?.ui_locales;
    uiLocales = typeof value === 'string' ? value : undefined;
  } catch {
    // Parameters are not parsed on every route (e.g. an early error): fall back to headers.
  }
  return pageLanguage([uiLocales, ctx.get('accept-language')], branding.tenant.defaultLanguage);
}

function absolute(url: string, origin: string): string {
  return new URL(url, `${origin}/`).href;
}

interface Page {
  language: Language;
  title: string;
  body: string;
  script?: string;
}

function render(ctx: KoaContextWithOIDC, branding: PageBranding, page: Page): void {
  const { tenant, origin } = branding;
  const { primary, secondary } = tenant.portalConfig.colors;
  const logo = absolute(tenant.portalConfig.logo.url, origin);
  const scriptHash = page.script
    ? `'sha256-${createHash('sha256').update(page.script).digest('base64')}'`
    : "'none'";
  ctx.set(
    'content-security-policy',
    `default-src 'none'; img-src ${origin} data:; style-src 'unsafe-inline'; ` +
      `script-src ${scriptHash}; form-action 'self' ${origin}; base-uri 'none'; ` +
      "frame-ancestors 'none'",
  );
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · ${escapeHtml(tenant.name)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f5f6f4;color:#1f2a1b}
main{max-width:420px;margin:12vh auto;padding:32px;background:#fff;border-radius:12px;
box-shadow:0 1px 4px rgba(0,0,0,.12);text-align:center}
img{max-height:56px;max-width:220px}h1{font-size:1.35rem;color:${secondary}}
a,button{display:inline-block;margin-top:16px;padding:12px 24px;border:0;border-radius:25px;
background:${primary};color:#fff;font:inherit;text-decoration:none;cursor:pointer}
</style>
</head>
<body>
<main>
<img src="${escapeHtml(logo)}" alt="${escapeHtml(tenant.name)}">
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
${page.script ? `<script>${page.script}</script>` : ''}
</body>
</html>`;
}

function withTenant(text: string, tenant: TenantRecord): string {
  return escapeHtml(text.replace('{tenant}', tenant.name));
}

const submitLogoutForm = "document.getElementById('op.logoutForm').submit();";

/** The logout confirmation, submitted at once with `logout=yes` (ends the whole session). */
export function logoutPage(branding: PageBranding) {
  return (ctx: KoaContextWithOIDC, form: string): void => {
    const language = languageOf(ctx, branding);
    const texts = pageTexts[language];
    render(ctx, branding, {
      language,
      title: texts.signingOutTitle,
      body: `<p>${withTenant(texts.signingOutText, branding.tenant)}</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(texts.signOutButton)}</button></noscript>`,
      script: submitLogoutForm,
    });
  };
}

/** After a logout without a registered return address: back to the portal's login page. */
export function signedOutPage(branding: PageBranding) {
  return (ctx: KoaContextWithOIDC): void => {
    const language = languageOf(ctx, branding);
    const texts = pageTexts[language];
    const login = `${branding.origin}/login`;
    render(ctx, branding, {
      language,
      title: texts.signedOutTitle,
      body: `<p>${withTenant(texts.signedOutText, branding.tenant)}</p>
<a href="${escapeHtml(login)}">${escapeHtml(texts.backToLogin)}</a>`,
      script: `location.replace(${JSON.stringify(login)});`,
    });
  };
}

/** Any error shown to the browser: the spec's generic login message and a way back. */
export function errorPage(branding: PageBranding) {
  return (ctx: KoaContextWithOIDC, out: { error?: string }): void => {
    const language = languageOf(ctx, branding);
    const texts = pageTexts[language];
    const code = /^[a-z_]{1,40}$/.test(out.error ?? '') ? out.error : undefined;
    render(ctx, branding, {
      language,
      title: texts.errorTitle,
      body: `<p>${escapeHtml(texts.errorText)}</p>
${code ? `<p><small>${escapeHtml(code)}</small></p>` : ''}
<a href="${escapeHtml(`${branding.origin}/login`)}">${escapeHtml(texts.backToLogin)}</a>`,
    });
  };
}
