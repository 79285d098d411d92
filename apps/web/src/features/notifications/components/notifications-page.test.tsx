// /notifications: unseen first in the interface language (the contract's words, filled with the
// notification's values); opening one marks it seen and goes to its route; "mark all as read"
// sends the unseen ids; one is removed, all after a confirmation; every change shows at once;
// a failed load shows the error with a retry, never "no notifications".
import type { Notification } from '@portal/contract/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { NotificationsPage } from './notifications-page';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 7, 30)).toISOString();
const notification = (entry: Partial<Notification> & Pick<Notification, 'id'>): Notification => ({
  notificationId: 'invoiceAvailable',
  action: 'invoice',
  params: { invoiceId: 9 },
  seen: false,
  createdAt: at(20),
  ...entry,
});

const server = {
  list: [] as Notification[],
  calls: [] as { method: string; path: string; body: unknown }[],
  failGet: false,
};

beforeEach(() => {
  server.list = [
    notification({
      id: 1,
      notificationId: 'surveyRequest',
      action: 'survey',
      params: { orderId: 2 },
      seen: true,
      createdAt: at(21),
    }),
    notification({
      id: 2,
      notificationId: 'offerAvailable',
      action: 'offer',
      params: { offerId: 4, versionNumber: 3 },
      createdAt: at(19),
    }),
    notification({
      id: 3,
      notificationId: 'loyaltyVoucherEarned',
      action: 'loyalty',
      params: { amount: 100 },
      createdAt: at(18),
    }),
  ];
  server.calls = [];
  server.failGet = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://demo.localhost').pathname.replace(/^\/api\//, '');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      server.calls.push({ method, path, body });
      if (method === 'GET') {
        if (server.failGet) return new Response('{}', { status: 500 });
        return Response.json({ data: server.list, errors: [] });
      }
      // The server's side of each change, so that the refetch after it agrees.
      const id = Number(path.split('/')[1]);
      const ids: number[] = body?.ids ?? (Number.isNaN(id) ? [] : [id]);
      if (method === 'POST') {
        server.list = server.list.map((entry) =>
          ids.includes(entry.id) ? { ...entry, seen: true } : entry,
        );
      } else {
        server.list =
          path === 'notifications' ? [] : server.list.filter((entry) => entry.id !== id);
      }
      return Response.json({ data: { count: ids.length }, errors: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (language: 'nl' | 'fr' | 'en' = 'nl') =>
  renderWithApp(<NotificationsPage language={language} />, { language, path: '/notifications' });
const items = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('the notifications page', () => {
  it('lists the unseen first, in the interface language with their values', async () => {
    await render('nl');
    await screen.findByText('Nieuwe offerte');
    expect(items()).toEqual([
      expect.stringContaining('Versie 3 van uw offerte staat klaar'),
      expect.stringMatching(/waardebon van €\s100,00/),
      expect.stringContaining('Hoe tevreden bent u?'),
    ]);
    expect(items()[0]).toContain('Nieuw: Nieuwe offerte');
    expect(items()[2]).not.toContain('Nieuw:');
    expect(screen.getByText('Nieuwe meldingen: 2')).toBeTruthy();
  });

  it('opens one: marks it seen and goes to its route', async () => {
    const { router } = await render('en');
    fireEvent.click(await screen.findByText('New offer'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/installations/offerdetail/4_3'),
    );
    expect(server.calls).toContainEqual({ method: 'POST', path: 'notifications/2/seen', body: {} });
  });

  it('marks all unseen as read with their ids, and the list follows at once', async () => {
    await render('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'POST',
        path: 'notifications/seen',
        body: { ids: [2, 3] },
      }),
    );
    expect(await screen.findByText('You have read everything')).toBeTruthy();
  });

  it('removes one, and all after a confirmation', async () => {
    await render('en');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove notification: Voucher received' }),
    );
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(server.calls).toContainEqual({
      method: 'DELETE',
      path: 'notifications/3',
      body: undefined,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all notifications?' });
    expect(
      server.calls.some((call) => call.path === 'notifications' && call.method === 'DELETE'),
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all' }));
    await screen.findByText('No notifications');
    expect(server.calls).toContainEqual({
      method: 'DELETE',
      path: 'notifications',
      body: undefined,
    });
  });

  it('shows a failed load as an error with a retry, not as an empty list', async () => {
    server.failGet = true;
    await render('en');
    // The page's read is retried once before it gives up.
    expect(
      await screen.findByText('Your notifications could not be loaded', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('No notifications')).toBeNull();
    server.failGet = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('New offer')).toBeTruthy();
  });
});
