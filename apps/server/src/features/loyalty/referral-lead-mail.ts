// The mail that tells the company of a referred friend: a new lead, with the
// friend's details and consent and who referred them, in the tenant's own language, to the
// tenant's sales address. Plain text and a simple HTML part, like the account mails.
import type { Language } from '@portal/contract/portal';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import type { RenderedMail } from '../../platform/mail/account-mail-template.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';

export interface ReferralLeadMailInput {
  tenant: TenantRecord;
  language: Language;
  friend: { name: string; email: string; phone: string; postalCode: string; consentAt: string };
  referrer: { customerId: number; firstName: string; name: string; email: string };
}

const words = {
  nl: {
    subject: 'Nieuwe lead via doorverwijzing: {friend}',
    intro:
      '{referrer} heeft {friend} doorverwezen via het klantenportaal. Neem contact op voor een offerte.',
    friend: 'Doorverwezen persoon',
    referrer: 'Doorverwezen door',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    postalCode: 'Postcode',
    consent: 'Toestemming om gecontacteerd te worden',
    customer: 'Klantnummer',
    voucher: 'Bestelt deze persoon, dan verdient de klant een waardebon van 100 euro.',
  },
  fr: {
    subject: 'Nouveau prospect par parrainage : {friend}',
    intro:
      '{referrer} a recommandé {friend} via le portail client. Contactez cette personne pour une offre.',
    friend: 'Personne recommandée',
    referrer: 'Recommandée par',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    postalCode: 'Code postal',
    consent: 'Accord pour être contacté',
    customer: 'Numéro de client',
    voucher: 'Si cette personne commande, le client gagne un bon de 100 euros.',
  },
  en: {
    subject: 'New referral lead: {friend}',
    intro: '{referrer} referred {friend} through the customer portal. Contact them for an offer.',
    friend: 'Referred person',
    referrer: 'Referred by',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    postalCode: 'Postal code',
    consent: 'Agreed to be contacted',
    customer: 'Customer number',
    voucher: 'If this person orders, the customer earns a 100 euro voucher.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function renderReferralLeadMail(input: ReferralLeadMailInput): RenderedMail {
  const w = words[input.language];
  const { friend, referrer } = input;
  const referrerName = `${referrer.firstName} ${referrer.name}`;
  const fill = (text: string) =>
    text.replaceAll('{friend}', friend.name).replaceAll('{referrer}', referrerName);
  const rows: [string, [string, string][]][] = [
    [
      w.friend,
      [
        [w.name, friend.name],
        [w.email, friend.email],
        [w.phone, friend.phone],
        [w.postalCode, friend.postalCode],
        [w.consent, friend.consentAt],
      ],
    ],
    [
      w.referrer,
      [
        [w.name, referrerName],
        [w.email, referrer.email],
        [w.customer, String(referrer.customerId)],
      ],
    ],
  ];
  const text = [
    fill(w.intro),
    ...rows.flatMap(([title, fields]) => [
      '',
      title,
      ...fields.map(([label, value]) => `${label}: ${value}`),
    ]),
    '',
    w.voucher,
    '',
    `— ${input.tenant.name}`,
  ].join('\n');
  const { primary } = input.tenant.portalConfig.colors;
  const section = ([title, fields]: [string, [string, string][]]) =>
    `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(title)}</h2>\n` +
    fields
      .map(
        ([label, value]) =>
          `<p style="margin:4px 0;font-size:14px"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`,
      )
      .join('\n');
  const subject = fill(w.subject);
  const html = `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f4;font-family:Arial,sans-serif;color:#1f2a1b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:6px solid ${primary}">
<p style="font-size:16px;line-height:1.5">${escapeHtml(fill(w.intro))}</p>
${rows.map(section).join('\n')}
<p style="font-size:14px;color:#555555;margin-top:24px">${escapeHtml(w.voucher)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
