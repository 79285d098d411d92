// The mails of the customer's own data, in the tenant's colours like the account mails: a
// greeting, paragraphs, an optional button and an optional list (what erasure kept). Plain text
// and simple inline-styled HTML.
import type { Language } from '@portal/contract/portal';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';

export interface MyDataMail {
  tenant: TenantRecord;
  language: Language;
  origin: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; link: string };
  list?: readonly string[];
  footnotes?: readonly string[];
}

export function renderMyDataMail(mail: MyDataMail): {
  subject: string;
  text: string;
  html: string;
} {
  const { primary, secondary } = mail.tenant.portalConfig.colors;
  const logo = new URL(mail.tenant.portalConfig.logo.url, `${mail.origin}/`).href;
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.link}`, ''] : []),
    ...(mail.list ? [...mail.list.map((item) => `- ${item}`), ''] : []),
    ...(mail.footnotes ? [...mail.footnotes, ''] : []),
    `— ${mail.tenant.name}`,
  ].join('\n');
  const p = (line: string) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(line)}</p>`;
  const action = mail.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(mail.action.link)}" style="background:${primary};color:#ffffff;padding:14px 28px;border-radius:25px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(mail.action.label)}</a></p>
<p style="font-size:12px;color:#555555;word-break:break-all">${escapeHtml(mail.action.link)}</p>`
    : '';
  const list = mail.list
    ? `<ul>${mail.list.map((item) => `<li style="font-size:15px">${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const footnotes = (mail.footnotes ?? [])
    .map((line) => `<p style="font-size:13px;color:#555555">${escapeHtml(line)}</p>`)
    .join('');
  const html = `<!doctype html>
<html lang="${mail.language}">
<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f4;font-family:Arial,sans-serif;color:#1f2a1b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:6px solid ${primary}">
<img src="${escapeHtml(logo)}" alt="${escapeHtml(mail.tenant.name)}" style="max-height:48px;max-width:200px">
${p(mail.greeting)}
${mail.paragraphs.map(p).join('\n')}
${action}${list}${footnotes}
<p style="font-size:14px;color:${secondary}">${escapeHtml(mail.tenant.name)}</p>
</div>
</body>
</html>
`;
  return { subject: mail.subject, text, html };
}
