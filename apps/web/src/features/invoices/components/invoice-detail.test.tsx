// The invoice page: the title rule, an open invoice's payment panel (IBAN, BIC, communication,
// QR image) with copy buttons that put the right text on the clipboard, a paid invoice without
// any payment panel but with the way on, and the link to the list when there are several.
import { installationRoutes } from '@portal/domain/installation-routes';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { InvoiceDetail, InvoiceDetailView } from './invoice-detail';
import { creditNote, makeInvoice, paidInvoice } from './invoice-test-data';

function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('invoice detail', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('titles the invoice by the rule and shows how to pay an open one', async () => {
    const data = { invoice: makeInvoice(), relatedInvoices: [] };
    await renderWithApp(<InvoiceDetailView data={data} installationId={5} />);
    expect(await screen.findByRole('heading', { name: 'Prepayment VF2026/42' })).toBeTruthy();
    expect(screen.getAllByText('Open').length).toBeGreaterThan(0);
    expect(screen.getByText('BE73 7350 1234 5660')).toBeTruthy();
    expect(screen.getByText('KREDBEBB')).toBeTruthy();
    expect(screen.getByText('+++000/0000/00909+++')).toBeTruthy();
    expect(screen.getByText('Zonnewende BV')).toBeTruthy();
    const qr = screen.getByRole('img', { name: /QR code to pay .*1,234\.50 for Prepayment/ });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);
    expect(screen.getByText('Scan with your banking app')).toBeTruthy();
    expect(screen.getByText('Amount excl. VAT')).toBeTruthy();
    expect(screen.getByText('Due date')).toBeTruthy();
    // No related invoices: no link to a list of one.
    expect(screen.queryByRole('link', { name: /All invoices/ })).toBeNull();
  });

  it('copies each field, the IBAN without spaces, and says so', async () => {
    const writeText = stubClipboard();
    await renderWithApp(
      <InvoiceDetailView
        data={{ invoice: makeInvoice(), relatedInvoices: [] }}
        installationId={5}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy IBAN' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('BE73735012345660'));
    await waitFor(() =>
      expect(snackbarSnapshot().at(-1)).toMatchObject({ kind: 'success', text: 'IBAN copied' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Structured communication' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('+++000/0000/00909+++'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy BIC' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('KREDBEBB'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Amount' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('1234.50'));
  });

  it('shows a paid invoice without payment panel, with the way back to its installation', async () => {
    const data = { invoice: paidInvoice, relatedInvoices: [creditNote, makeInvoice()] };
    await renderWithApp(<InvoiceDetailView data={data} installationId={0} />);
    expect(await screen.findByRole('heading', { name: 'Invoice VF2026/17' })).toBeTruthy();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('IBAN')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'To my installation' }).getAttribute('href')).toBe(
      installationRoutes.detail(0),
    );
    expect(
      screen.getByRole('link', { name: 'All invoices of this order (3)' }).getAttribute('href'),
    ).toBe(installationRoutes.invoiceList(4));
  });

  it('titles a credit note as such, in French too', async () => {
    await renderWithApp(
      <InvoiceDetailView data={{ invoice: creditNote, relatedInvoices: [] }} installationId={0} />,
      { language: 'fr' },
    );
    expect(await screen.findByRole('heading', { name: 'Note de crédit VF2026/16' })).toBeTruthy();
    expect(screen.getAllByText('Payée').length).toBeGreaterThan(0);
    expect(screen.getByText(/Cette note de crédit a été réglée\./)).toBeTruthy();
    expect(screen.queryByText(/Cette facture a été payée/)).toBeNull();
  });

  it('loads GET invoices/{id}/related and says when the invoice is not found', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(
          JSON.stringify({
            data: null,
            errors: [{ code: 'NOT_FOUND', message: 'Invoice not found.' }],
          }),
          { status: 404 },
        );
      }),
    );
    await renderWithApp(<InvoiceDetail invoiceId="77" signedIn />);
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    expect(urls).toEqual(['/api/invoices/77/related']);
  });

  it('says not found, not "some data is wrong", when the server refuses the id of the link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: null,
              errors: [{ code: 'VALIDATION', field: 'params.id', message: 'params.id: too big' }],
            }),
            { status: 400 },
          ),
      ),
    );
    await renderWithApp(<InvoiceDetail invoiceId="99999999999" signedIn />);
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    expect(screen.queryByText(/Some details are not correct/)).toBeNull();
  });
});
