// The delivery planning of an order: "the installer is planning it" with the next steps while no
// date is fixed (no delivery yet, or one still to plan), else the facts with a link to the detail.
import type { Delivery } from '@portal/contract/deliveries';
import { installationRoutes } from '@portal/domain/installation-routes';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { DeliveryPlanning } from './delivery-planning';

const planned: Delivery = {
  orderDeliveryId: 14,
  orderId: 17,
  offerTypeId: 1,
  deliveryStatusId: 2,
  state: 'planned',
  plannedDate: '2026-12-03T07:00:00.000Z',
  teamWindow: { from: '2026-12-03T07:00:00.000Z', to: '2026-12-03T11:00:00.000Z' },
  preparations: ['delivery.prepare.presence'],
  confirmedAt: null,
  canConfirm: true,
  documentSignedAt: null,
  articles: [],
};

function serve(status: number, data: Delivery | null) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const errors = status === 404 ? [{ code: 'NOT_FOUND', message: 'Delivery not found.' }] : [];
      return new Response(JSON.stringify({ data, errors }), { status });
    }),
  );
  return urls;
}

describe('delivery planning', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains that the installer plans it while the order has no delivery', async () => {
    const urls = serve(404, null);
    await renderWithApp(<DeliveryPlanning orderParam="5" />, { language: 'nl' });
    expect(await screen.findByText('Uw installateur plant de installatie in')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(urls).toEqual(['/api/deliveries/orders/5']);
  });

  it('says the same for a delivery still to plan', async () => {
    serve(200, {
      ...planned,
      state: 'toPlan',
      plannedDate: null,
      teamWindow: null,
      canConfirm: false,
    });
    await renderWithApp(<DeliveryPlanning orderParam="6" />);
    expect(await screen.findByText('Your installer is planning the installation')).toBeTruthy();
  });

  it('shows the planned facts and links to the delivery detail', async () => {
    serve(200, planned);
    await renderWithApp(<DeliveryPlanning orderParam="17" />);
    expect(await screen.findByText('3 December 2026 at 08:00')).toBeTruthy();
    expect(screen.getByText('Someone at home')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View the delivery' });
    expect(link.getAttribute('href')).toBe(installationRoutes.deliveryDetail(14));
  });
});
