// Account mails: the customer's language, the tenant's branding, escaped HTML, safe file names.
import { describe, expect, it } from 'vitest';
import { demoTenants } from '../../demo/demo-tenants.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { renderAccountMail } from './account-mail-template.ts';
import { outboxFileName } from './mailer.ts';

const [demo] = demoTenants(2026);
if (!demo) throw new Error('the demo tenant is missing');
const tenant: TenantRecord = {
  id: 1,
  subdomain: 'demo',
  name: 'Zonnewende <Energie> & Co',
  defaultLanguage: 'nl',
  portalConfig: demo.portalConfig,
  languages: ['nl', 'fr', 'en'],
  tagManagerId: null,
  realm: {
    name: 'demo',
    clientId: 'customer-portal',
    externalIssuer: null,
    externalClientId: null,
  },
};

describe('account mail', () => {
  const mail = renderAccountMail({
    purpose: 'password-reset',
    tenant,
    origin: 'https://demo.portal.example.be',
    language: 'en',
    firstName: 'Emma',
    link: 'https://demo.portal.example.be/resetpassword?token=abc&x=1',
  });

  it('speaks the customer language and names the tenant', () => {
    expect(mail.subject).toBe('Reset your password at Zonnewende <Energie> & Co');
    expect(mail.text).toContain('Dear Emma,');
    expect(mail.text).toContain(
      'Choose a new password: https://demo.portal.example.be/resetpassword?token=abc&x=1',
    );
    expect(mail.text).toContain('This link is valid for 1 hour and works once.');
  });

  it('brands the HTML part with absolute logo and colours, escaping every text', () => {
    expect(mail.html).toContain('src="https://demo.portal.example.be/tenants/demo/logo.svg"');
    expect(mail.html).toContain('#8bc34a');
    expect(mail.html).toContain('Zonnewende &lt;Energie&gt; &amp; Co');
    expect(mail.html).not.toContain('<Energie>');
    expect(mail.html).toContain(
      'href="https://demo.portal.example.be/resetpassword?token=abc&amp;x=1"',
    );
  });

  it('names outbox files by time, purpose and a sanitised recipient', () => {
    const name = outboxFileName(
      { ...mail, purpose: 'invitation', to: 'Jan/../x@Example.be', fromName: 'x', link: '' },
      new Date('2026-11-21T09:00:00.000Z'),
    );
    expect(name).toBe('2026-11-21T09-00-00-000Z-invitation-jan_.._x@example.be.eml');
  });
});
