// The iChoosr page: the delivery leads to its order; the form sends remarks, the SEPA choice and
// the PNG signature to orders/{id}/sign, then shows the signed state with the download; a
// refusal shows the server's message.
import type { Delivery } from '@portal/contract/deliveries';
import type { Order } from '@portal/contract/orders';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawDot, FAKE_PNG, stubCanvas } from '../../../components/signature/signature-test-canvas';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { IChoosrDeliveryDocument } from './ichoosr';

const delivery: Delivery = {
  orderDeliveryId: 3,
  orderId: 3,
  offerTypeId: 1,
  deliveryStatusId: 3,
  state: 'done',
  plannedDate: '2026-10-01T08:00:00Z',
  teamWindow: null,
  preparations: [],
  confirmedAt: null,
  canConfirm: false,
  documentSignedAt: null,
  articles: [],
};

const order: Order = {
  orderId: 3,
  offerId: 3,
  offerTypeId: 1,
  netOperator: 'Fluvius',
  orderStatusId: 5,
  orderedAt: '2026-08-01T08:00:00Z',
  totalInclVatCents: 800_000,
  paymentStages: [],
  documentsAvailable: true,
  deliveryId: 3,
  hasExternalPrepayment: true,
  handoverDone: false,
  canSignDeliveryDocument: true,
};

function serve(signAnswer: { status: number; body: unknown }) {
  const posts: unknown[] = [];
  const ok = (data: unknown) => new Response(JSON.stringify({ data, errors: [] }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/deliveries/3') return ok(delivery);
      if (url === '/api/orders/3') return ok(order);
      if (url === '/api/orders/3/sign' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(signAnswer.body), { status: signAnswer.status });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return posts;
}

async function fillAndSign() {
  const submit = await screen.findByRole('button', { name: 'Sign delivery document' });
  expect(submit.hasAttribute('disabled')).toBe(true);
  fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: 'Neat work' } });
  fireEvent.click(screen.getByLabelText('I pay with a bank loan (SEPA)'));
  drawDot(screen.getByRole('img', { name: 'Signature area' }));
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  fireEvent.click(submit);
}

describe('iChoosr page', () => {
  beforeEach(stubCanvas);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('signs the delivery document and then shows it done with the download', async () => {
    const posts = serve({
      status: 200,
      body: {
        data: { orderId: 3, deliveryId: 3, signedAt: '2026-11-20T10:00:00Z', handoverDone: true },
        errors: [],
      },
    });
    await renderWithApp(<IChoosrDeliveryDocument deliveryId={3} />);
    await fillAndSign();
    expect(await screen.findByText('Delivery document signed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the signed document' })).toBeTruthy();
    expect(posts).toEqual([{ remarks: 'Neat work', sepaLoan: true, signature: FAKE_PNG }]);
  });

  it('shows the server message when signing is refused', async () => {
    serve({
      status: 409,
      body: {
        data: null,
        errors: [{ code: 'CONFLICT', message: 'The handover is already done.' }],
      },
    });
    await renderWithApp(<IChoosrDeliveryDocument deliveryId={3} />);
    await fillAndSign();
    await waitFor(() =>
      expect(snackbarSnapshot().at(-1)).toMatchObject({
        kind: 'error',
        text: 'The handover is already done.',
      }),
    );
    expect(screen.queryByText('Delivery document signed')).toBeNull();
  });
});
