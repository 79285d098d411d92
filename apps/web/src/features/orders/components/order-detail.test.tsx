// The order page: number and status in words, the three payment stages with amounts, state and
// links to their invoices, and the order confirmation only when the server says it is available.
import type { Order } from '@portal/contract/orders';
import { installationRoutes } from '@portal/domain/installation-routes';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { OrderDetail } from './order-detail';

const order: Order = {
  orderId: 5,
  offerId: 6,
  offerTypeId: 3,
  netOperator: 'Fluvius',
  orderStatusId: 2,
  orderedAt: '2026-03-01T10:00:00+01:00',
  totalInclVatCents: 1234500,
  paymentStages: [
    {
      stage: 'prepayment',
      current: true,
      amountInclVatCents: 370350,
      state: 'open',
      invoiceIds: [9],
    },
    {
      stage: 'afterDelivery',
      current: false,
      amountInclVatCents: 864150,
      state: 'notInvoiced',
      invoiceIds: [],
    },
    {
      stage: 'finalInvoice',
      current: false,
      amountInclVatCents: null,
      state: 'notInvoiced',
      invoiceIds: [],
    },
  ],
  documentsAvailable: true,
  deliveryId: null,
  hasExternalPrepayment: false,
  handoverDone: false,
  canSignDeliveryDocument: false,
};

const statuses = [
  { id: 1, status: 'New', initial: true, final: false },
  { id: 2, status: 'Order_confirmed', initial: false, final: false },
];

function serve(answer: Order) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const data = url.startsWith('/api/orders/statuses') ? statuses : answer;
      return new Response(JSON.stringify({ data, errors: [] }), { status: 200 });
    }),
  );
  return urls;
}

describe('order detail', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the order, its status in words and the payment stages with their invoices', async () => {
    const urls = serve(order);
    await renderWithApp(<OrderDetail orderId="5" signedIn installationId={5} />);
    expect(await screen.findByRole('heading', { name: 'Order 5' })).toBeTruthy();
    expect(await screen.findByText('Status: Order confirmed')).toBeTruthy();
    expect(urls).toContain('/api/orders/5');
    expect(
      urls.some((url) => url.startsWith('/api/orders/statuses?') && url.includes('lang=en-GB')),
    ).toBe(true);

    const stages = within(screen.getByRole('list', { name: 'Payment stages' })).getAllByRole(
      'listitem',
    );
    expect(stages).toHaveLength(3);
    const prepayment = within(stages[0] as HTMLElement);
    expect(prepayment.getByText('Prepayment')).toBeTruthy();
    expect(prepayment.getByText('€3,703.50')).toBeTruthy();
    expect(prepayment.getByText('Open')).toBeTruthy();
    expect(prepayment.getByText('Current stage')).toBeTruthy();
    expect(
      prepayment
        .getByRole('link', { name: 'View and pay (Prepayment, invoice 9)' })
        .getAttribute('href'),
    ).toBe(installationRoutes.invoiceDetail(9));
    expect(within(stages[1] as HTMLElement).getByText('Not yet due')).toBeTruthy();
    expect(within(stages[2] as HTMLElement).getByText('Amount to follow')).toBeTruthy();
    expect(within(stages[2] as HTMLElement).queryByRole('link')).toBeNull();

    expect(
      within(screen.getByRole('group', { name: 'Order confirmation' })).getByRole('button', {
        name: 'Download',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Delivery planning' }).getAttribute('href')).toBe(
      installationRoutes.deliveryPlanning(5),
    );
    expect(screen.getByRole('link', { name: 'To the installation' }).getAttribute('href')).toBe(
      installationRoutes.detail(5),
    );
  });

  it('hides the order documents when the server says they are not available', async () => {
    serve({ ...order, orderStatusId: 1, documentsAvailable: false });
    await renderWithApp(<OrderDetail orderId="5" signedIn />, { language: 'nl' });
    expect(await screen.findByRole('heading', { name: 'Bestelling 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /orderbevestiging/i })).toBeNull();
    expect(screen.getByText(/zodra we uw bestelling bevestigd hebben/)).toBeTruthy();
    // Not confirmed, no delivery and no known installation: nowhere to go yet.
    expect(screen.queryByRole('list', { name: 'Verder' })).toBeNull();
  });

  it('leads to the delivery, the delivery document of a financed order and the invoices of a stage', async () => {
    // No prepayment: the order went straight to its final-invoice stage.
    const stages = order.paymentStages.map((stage) =>
      stage.stage === 'finalInvoice'
        ? { ...stage, current: true, state: 'paid' as const, invoiceIds: [10, 11, 12] }
        : stage.stage === 'prepayment'
          ? {
              ...stage,
              current: false,
              state: 'notInvoiced' as const,
              amountInclVatCents: null,
              invoiceIds: [],
            }
          : { ...stage, state: 'paid' as const },
    );
    serve({
      ...order,
      paymentStages: stages,
      deliveryId: 3,
      hasExternalPrepayment: true,
      canSignDeliveryDocument: true,
    });
    await renderWithApp(<OrderDetail orderId="5" signedIn />);
    expect(
      (await screen.findByRole('link', { name: 'Sign the delivery document' })).getAttribute(
        'href',
      ),
    ).toBe(installationRoutes.iChoosr(3));
    expect(screen.getByRole('link', { name: 'Delivery' }).getAttribute('href')).toBe(
      installationRoutes.deliveryDetail(3),
    );
    const shown = within(screen.getByRole('list', { name: 'Payment stages' })).getAllByRole(
      'listitem',
    );
    expect(within(shown[0] as HTMLElement).getByText('Not applicable')).toBeTruthy();
    expect(within(shown[0] as HTMLElement).getByText('—')).toBeTruthy();
    expect(within(shown[1] as HTMLElement).getByText('Paid')).toBeTruthy();
    // A credited and reissued invoice: the stage opens the list rather than three equal buttons.
    expect(
      screen
        .getByRole('link', { name: 'View the 3 invoices (Final invoice, 3 invoices)' })
        .getAttribute('href'),
    ).toBe(installationRoutes.invoiceList(10));
  });
});
