// The delivery page: the planned moment and the team's window on the Brussels clock, the
// preparations as sentences, the articles of the installation, and a confirmation that posts once
// and then makes way for the confirmed line.
import type { Delivery } from '@portal/contract/deliveries';
import { makeArticle } from '@portal/domain/installation-fixture';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { DeliveryDetail } from './delivery-detail';

const planned: Delivery = {
  orderDeliveryId: 14,
  orderId: 17,
  offerTypeId: 1,
  deliveryStatusId: 2,
  state: 'planned',
  plannedDate: '2026-12-03T07:00:00.000Z',
  teamWindow: { from: '2026-12-03T07:00:00.000Z', to: '2026-12-03T11:00:00.000Z' },
  preparations: [
    'delivery.prepare.access',
    'delivery.prepare.meterCabinet',
    'delivery.prepare.parking',
    'delivery.prepare.presence',
  ],
  confirmedAt: null,
  canConfirm: true,
  documentSignedAt: null,
  articles: [
    makeArticle({ articleId: 1, quantity: 10, descriptionLanguageText: 'Solar panel 450 Wp' }),
    makeArticle({ articleId: 2, quantity: 1, descriptionLanguageText: 'Hybrid inverter 5 kW' }),
  ],
};

interface Call {
  method: string;
  url: string;
}

/** Answers the API like the server: the delivery (with its articles) and the confirmation. */
function serve(initial: Delivery | null) {
  const calls: Call[] = [];
  // Stateful like the server: after the confirmation, reading the delivery shows it confirmed.
  let delivery = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status });
      if (delivery === null) {
        const errors = [{ code: 'NOT_FOUND', message: 'Delivery not found.' }];
        return json(404, { data: null, errors });
      }
      if (method === 'POST') {
        delivery = { ...delivery, confirmedAt: '2026-11-20T10:00:00.000Z', canConfirm: false };
      }
      return json(200, { data: delivery, errors: [] });
    }),
  );
  return calls;
}

describe('delivery detail', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the planned date, the team window, the preparations and the articles', async () => {
    const calls = serve(planned);
    await renderWithApp(<DeliveryDetail deliveryParam="14" />);
    expect(await screen.findByText('3 December 2026 at 08:00')).toBeTruthy();
    expect(screen.getByText('between 08:00 and 12:00')).toBeTruthy();
    const prepare = screen.getByRole('list', { name: 'What to prepare' });
    const items = within(prepare).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(prepare).getByText('Free access to the meter cupboard')).toBeTruthy();
    expect(prepare.textContent).not.toContain('delivery.prepare');
    const articles = screen.getByRole('list', { name: 'What is delivered' });
    expect(within(articles).getAllByRole('listitem')).toHaveLength(2);
    expect(within(articles).getByText('Solar panel 450 Wp')).toBeTruthy();
    expect(within(articles).getByText('Hybrid inverter 5 kW')).toBeTruthy();
    expect(screen.getByText('Planned')).toBeTruthy();
    // The articles come with the delivery: no second call for the installation list.
    expect(calls).toEqual([{ method: 'GET', url: '/api/deliveries/14' }]);
  });

  it('says so when the delivery has no articles', async () => {
    serve({ ...planned, articles: [] });
    await renderWithApp(<DeliveryDetail deliveryParam="14" />);
    expect(await screen.findByText('3 December 2026 at 08:00')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'What is delivered' })).toBeNull();
    expect(screen.getByText('No articles are listed for this delivery.')).toBeTruthy();
  });

  it('translates the preparations and the date into French', async () => {
    serve(planned);
    await renderWithApp(<DeliveryDetail deliveryParam="14" />, { language: 'fr' });
    expect(await screen.findByText('3 décembre 2026 à 08:00')).toBeTruthy();
    expect(screen.getByText('Une place pour la camionnette')).toBeTruthy();
    expect(screen.getByText('entre 08:00 et 12:00')).toBeTruthy();
  });

  it('confirms after the dialog with one post, then hides the action', async () => {
    const calls = serve(planned);
    await renderWithApp(<DeliveryDetail deliveryParam="14" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this appointment?' });
    expect(within(dialog).getByText(/3 December 2026 at 08:00/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(
      await screen.findByText('You confirmed this appointment on 20 November 2026 at 11:00.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm delivery' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/deliveries/14/confirm' },
    ]);
    expect(screen.getByText('Planned and confirmed')).toBeTruthy();
    // The explanation no longer asks for the confirmation just given.
    expect(screen.getByText(/you have confirmed the appointment/)).toBeTruthy();
    expect(screen.queryByText(/Please confirm the appointment/)).toBeNull();
  });

  it('offers no confirmation and no preparation once installed', async () => {
    serve({ ...planned, state: 'done', canConfirm: false, teamWindow: null });
    await renderWithApp(<DeliveryDetail deliveryParam="14" />);
    expect(await screen.findByText('Installed on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm delivery' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'What to prepare' })).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Delivery note' })).getByRole('button', {
        name: 'Download',
      }),
    ).toBeTruthy();
  });

  it('says not found for a delivery the server does not know, and for a malformed id', async () => {
    serve(null);
    await renderWithApp(<DeliveryDetail deliveryParam="999" />);
    expect(await screen.findByText('Delivery not found')).toBeTruthy();
    cleanup();
    const calls = serve(planned);
    await renderWithApp(<DeliveryDetail deliveryParam="abc" />);
    expect(await screen.findByText('Delivery not found')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
