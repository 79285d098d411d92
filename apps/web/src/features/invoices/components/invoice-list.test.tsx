// The invoices of one sale: the invoice and its related invoices, oldest first, each with its
// title, amount and state, linking to its detail.
import { installationRoutes } from '@portal/domain/installation-routes';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { InvoiceListView } from './invoice-list';
import { creditNote, makeInvoice, paidInvoice } from './invoice-test-data';

describe('invoice list', () => {
  afterEach(cleanup);

  it('lists every invoice of the sale in issue order, each opening its detail', async () => {
    const prepayment = makeInvoice({ issuedOn: '2026-01-05' });
    const final = { ...paidInvoice, issuedOn: '2026-02-01' };
    await renderWithApp(
      <InvoiceListView data={{ invoice: final, relatedInvoices: [creditNote, prepayment] }} />,
      { language: 'nl' },
    );
    const items = within(await screen.findByRole('list', { name: 'Facturen' })).getAllByRole(
      'link',
    );
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      installationRoutes.invoiceDetail(9),
      installationRoutes.invoiceDetail(3),
      installationRoutes.invoiceDetail(4),
    ]);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Voorschot VF2026/42')).toBeTruthy();
    expect(first.getByText('Open')).toBeTruthy();
    expect(first.getByText(/1\.234,50/)).toBeTruthy();
    const credit = within(items[1] as HTMLElement);
    expect(credit.getByText('Creditnota VF2026/16')).toBeTruthy();
    expect(credit.getByText(/-\s?€\s?1\.234,50|€\s?-1\.234,50/)).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Betaald')).toBeTruthy();
  });
});
