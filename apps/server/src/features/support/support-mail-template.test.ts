// The company's mail about a ticket: what the customer typed is escaped in the HTML part (a title
// or a message is the customer's text, shown in the company's mail client), the thread runs
// newest first with each message's photos, and the links are there.
import { describe, expect, it } from 'vitest';
import { renderSupportMail, type SupportMailInput } from './support-mail-template.ts';

const input: SupportMailInput = {
  kind: 'customer-message',
  tenantName: 'Zonnewende Energie',
  primaryColour: '#8bc34a',
  language: 'nl',
  ticket: {
    id: 12,
    title: '<img src=x onerror=alert(1)>',
    type: 'Technisch probleem',
    installation: 'offer 4, order 3',
  },
  customer: { name: 'Jan Peeters', email: 'jan.peeters@example.be', phone: '+32 475 12 34 56' },
  thread: [
    {
      author: 'customer',
      name: 'Jan Peeters',
      at: '2026-11-20T09:30:00.000Z',
      text: 'Eerst',
      photos: [],
    },
    { author: 'company', name: 'Koen', at: '2026-11-21T10:00:00.000Z', text: 'Foto?', photos: [] },
    {
      author: 'customer',
      name: 'Jan Peeters',
      at: '2026-11-21T11:00:00.000Z',
      text: '<script>alert(1)</script>',
      photos: ['display.jpg'],
    },
  ],
  ticketLink: 'http://demo.localhost:3000/support/12',
};

describe('the support mail', () => {
  const mail = renderSupportMail(input);

  it('escapes the customer’s text in the HTML part', () => {
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('names the ticket, the customer and the installation, newest message first', () => {
    expect(mail.subject).toBe('Nieuw bericht op ticket #12: <img src=x onerror=alert(1)>');
    expect(mail.text).toContain('Klant: Jan Peeters · jan.peeters@example.be · +32 475 12 34 56');
    expect(mail.text).toContain('Installatie: offer 4, order 3');
    expect(mail.text.indexOf('<script>')).toBeLessThan(mail.text.indexOf('Foto?'));
    expect(mail.text.indexOf('Foto?')).toBeLessThan(mail.text.indexOf('Eerst'));
    expect(mail.text).toContain('Foto’s: display.jpg');
  });

  it('links the ticket and a mail to the customer', () => {
    expect(mail.text).toContain('Ticket in het portaal: http://demo.localhost:3000/support/12');
    expect(mail.html).toContain('href="http://demo.localhost:3000/support/12"');
    expect(mail.html).toContain('href="mailto:jan.peeters@example.be?subject=');
  });
});
