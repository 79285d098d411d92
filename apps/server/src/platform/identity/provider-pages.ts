// The provider's own pages, branded with the tenant's name, colours and logo and translated:
// logout submits itself (the SPA already asked to sign out, so no second click), the signed-out
// page returns to the login page, and errors say only that logging in failed, never why inside.
import type { Language } from '@portal/contract/portal';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../http/html-escape.ts';
import { tenantLanguage } from '../tenancy/tenant-language.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { type BrandedPage, type PageBranding, renderBrandedPage } from './branded-page.ts';
import { pageTexts } from './page-texts.ts';

export function languageOf(ctx: KoaContextWithOIDC, branding: PageBranding): Language {
  let uiLocales: string | undefined;
  try {
    const value = ctx.oidc?.params?.ui_locales;
    uiLocales = typeof value === 'string' ? value : undefined;
  } catch {
    // Parameters are not parsed on every route (e.g. an early error): fall back to headers.
  }
  return tenantLanguage(branding.tenant, [uiLocales, ctx.get('accept-language')]);
}

/** Writes a branded page into a provider (Koa) response. */
export function sendBrandedPage(
  ctx: KoaContextWithOIDC,
  branding: PageBranding,
  page: BrandedPage,
): void {
  const { html, contentSecurityPolicy } = renderBrandedPage(branding, page);
  ctx.set('content-security-policy', contentSecurityPolicy);
  ctx.type = 'html';
  ctx.body = html;
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
    sendBrandedPage(ctx, branding, {
      language,
      title: texts.signingOutTitle,
      main: `<h1>${escapeHtml(texts.signingOutTitle)}</h1>
<p>${withTenant(texts.signingOutText, branding.tenant)}</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button class="button" type="submit" form="op.logoutForm">${escapeHtml(texts.signOutButton)}</button></noscript>`,
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
    sendBrandedPage(ctx, branding, {
      language,
      title: texts.signedOutTitle,
      main: `<h1>${escapeHtml(texts.signedOutTitle)}</h1>
<p>${withTenant(texts.signedOutText, branding.tenant)}</p>
<a class="button" href="${escapeHtml(login)}">${escapeHtml(texts.backToLogin)}</a>`,
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
    sendBrandedPage(ctx, branding, {
      language,
      title: texts.errorTitle,
      main: `<h1>${escapeHtml(texts.errorTitle)}</h1>
<p>${escapeHtml(texts.errorText)}</p>
${code ? `<p><small>${escapeHtml(code)}</small></p>` : ''}
<a class="button" href="${escapeHtml(`${branding.origin}/login`)}">${escapeHtml(texts.backToLogin)}</a>`,
    });
  };
}
