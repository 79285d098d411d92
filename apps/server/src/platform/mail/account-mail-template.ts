// Renders an account mail (invitation, password reset) in the customer's language with the
// tenant's name, colours and logo: a plain-text part and a simple, table-free HTML part with
// inline styles (what mail clients support).
import type { Language } from '@portal/contract/portal';
import { escapeHtml } from '../http/html-escape.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { mailTexts } from './mail-texts.ts';
import type { AccountMailPurpose } from './mailer.ts';

export interface AccountMailInput {
  purpose: AccountMailPurpose;
  tenant: TenantRecord;
  /** The tenant's public origin; relative logo URLs are made absolute against it. */
  origin: string;
  language: Language;
  firstName: string;
  link: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function fill(text: string, values: { tenant: string; name: string }): string {
  return text.replaceAll('{tenant}', values.tenant).replaceAll('{name}', values.name);
}

export function renderAccountMail(input: AccountMailInput): RenderedMail {
  const words = mailTexts[input.purpose][input.language];
  const values = { tenant: input.tenant.name, name: input.firstName };
  const t = (key: keyof typeof words) => fill(words[key], values);
  const { primary, secondary } = input.tenant.portalConfig.colors;
  const logo = new URL(input.tenant.portalConfig.logo.url, `${input.origin}/`).href;
  const text = [
    t('greeting'),
    '',
    t('intro'),
    '',
    `${t('action')}: ${input.link}`,
    '',
    t('validity'),
    t('ignore'),
    '',
    `— ${input.tenant.name}`,
  ].join('\n');
  const e = (key: keyof typeof words) => escapeHtml(t(key));
  const html = `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><title>${e('subject')}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f4;font-family:Arial,sans-serif;color:#1f2a1b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:6px solid ${primary}">
<img src="${escapeHtml(logo)}" alt="${escapeHtml(input.tenant.name)}" style="max-height:48px;max-width:200px">
<p style="font-size:16px">${e('greeting')}</p>
<p style="font-size:16px;line-height:1.5">${e('intro')}</p>
<p style="margin:28px 0"><a href="${escapeHtml(input.link)}" style="background:${primary};color:#ffffff;padding:14px 28px;border-radius:25px;text-decoration:none;font-weight:bold;display:inline-block">${e('action')}</a></p>
<p style="font-size:14px;color:#555555">${e('validity')}<br>${e('ignore')}</p>
<p style="font-size:12px;color:#777777">${e('linkHint')}<br><a href="${escapeHtml(input.link)}" style="color:${secondary};word-break:break-all">${escapeHtml(input.link)}</a></p>
<p style="font-size:14px;color:${secondary}">${escapeHtml(input.tenant.name)}</p>
</div>
</body>
</html>`;
  return { subject: t('subject'), text, html };
}
