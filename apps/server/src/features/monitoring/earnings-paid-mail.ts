// The e-mail notice of paid grid-balancing earnings (spec §1: "paid 3 months later, with an
// e-mail notice"), in the customer's language, queued in the transaction that marks them paid.
import type { Language } from '@portal/contract/portal';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import type { RenderedMail } from '../../platform/mail/account-mail-template.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';

export interface EarningsPaidMailInput {
  tenant: TenantRecord;
  language: Language;
  firstName: string;
  /** "YYYY-MM": the month the flexibility was delivered. */
  month: string;
  amountCents: number;
  /** The insights page of the tenant's portal. */
  link: string;
}

const words = {
  nl: {
    subject: 'Uw netbalanceringsvergoeding is uitbetaald',
    body: 'Beste {name}, we hebben u {amount} uitbetaald voor de flexibiliteit die uw installatie in {month} aan het net leverde.',
    more: 'Bekijk uw opbrengsten in het klantenportaal:',
  },
  fr: {
    subject: "Votre rémunération d'équilibrage du réseau a été versée",
    body: 'Bonjour {name}, nous vous avons versé {amount} pour la flexibilité que votre installation a fournie au réseau en {month}.',
    more: 'Consultez vos revenus dans le portail client :',
  },
  en: {
    subject: 'Your grid-balancing earnings have been paid',
    body: 'Dear {name}, we have paid you {amount} for the flexibility your installation gave the grid in {month}.',
    more: 'See your earnings in the customer portal:',
  },
} as const satisfies Record<Language, Record<string, string>>;

const locales: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

export function renderEarningsPaidMail(input: EarningsPaidMailInput): RenderedMail {
  const w = words[input.language];
  const locale = locales[input.language];
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    input.amountCents / 100,
  );
  const [year = 2000, month = 1] = input.month.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  const body = w.body
    .replace('{name}', input.firstName)
    .replace('{amount}', amount)
    .replace('{month}', monthName);
  const text = [body, '', w.more, input.link, '', `— ${input.tenant.name}`].join('\n');
  const { primary } = input.tenant.portalConfig.colors;
  const html = `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f4;font-family:Arial,sans-serif;color:#1f2a1b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:6px solid ${primary}">
<p style="font-size:16px;line-height:1.5">${escapeHtml(body)}</p>
<p style="font-size:14px">${escapeHtml(w.more)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="font-size:14px;color:#555555">— ${escapeHtml(input.tenant.name)}</p>
</div>
</body>
</html>
`;
  return { subject: w.subject, text, html };
}
