// The loyalty page: the code and link to share (copied where the browser cannot share), the
// voucher total, the friends in their states; a failed load is an error with a retry, never an
// empty programme.
import type { Loyalty } from '@portal/contract/loyalty';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { LoyaltyPage } from './loyalty-page';

const loyalty: Loyalty = {
  code: 'PEETERS2',
  referrals: [
    {
      id: 3,
      name: 'Bart Mertens',
      state: 'invited',
      referredAt: '2026-11-11T19:15:00.000Z',
      offerAt: null,
      orderedAt: null,
      voucherAmount: 0,
    },
    {
      id: 1,
      name: 'Koen De Smet',
      state: 'ordered',
      referredAt: '2026-05-05T18:15:00.000Z',
      offerAt: '2026-05-20T08:00:00.000Z',
      orderedAt: '2026-06-24T12:00:00.000Z',
      voucherAmount: 100,
    },
  ],
  vouchers: { count: 1, total: 100, currency: 'EUR', sent: [] },
};

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

const page = () =>
  renderWithApp(<LoyaltyPage signedIn origin="http://demo.localhost:3000" />, { language: 'nl' });

describe('loyalty page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the code, the link, the voucher total and the friends in their states', async () => {
    answer(200, { data: loyalty, errors: [] });
    await page();
    expect(await screen.findByText('PEETERS2')).toBeTruthy();
    expect(screen.getByText('http://demo.localhost:3000/referral/PEETERS2')).toBeTruthy();
    expect(screen.getByText('€ 100,00')).toBeTruthy();
    const friends = screen.getByRole('list', { name: 'Doorverwezen vrienden' });
    expect(friends.textContent).toContain('Bart Mertens');
    expect(friends.textContent).toContain('Uitgenodigd');
    expect(friends.textContent).toContain('Besteld op 24 juni 2026');
    expect(friends.textContent).toMatch(/\+ €\s100,00/);
  });

  it('shows the vouchers the company sent: the code and last day of one to use, and its status', async () => {
    const sent: Loyalty['vouchers']['sent'] = [
      { amount: 25, status: 'issued', code: 'VB-7', validUntil: '2027-12-31', friendName: null },
      { amount: 150, status: 'issued', code: null, validUntil: null, friendName: 'Els Wuyts' },
      { amount: 100, status: 'redeemed', code: 'VB-1', validUntil: null, friendName: 'Koen' },
      { amount: 40, status: 'cancelled', code: 'VB-0', validUntil: null, friendName: null },
    ];
    answer(200, {
      data: { ...loyalty, vouchers: { count: 3, total: 275, currency: 'EUR', sent } },
      errors: [],
    });
    await page();
    const list = await screen.findByRole('list', { name: 'Waardebonnen die u kreeg' });
    const items = Array.from(list.querySelectorAll('li'), (item) => item.textContent ?? '');
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(
      /€\s25,00 · een geschenk van .+Code VB-7Geldig tot 31 december 2027Te gebruiken$/,
    );
    expect(items[1]).toMatch(
      /€\s150,00 · voor de bestelling van Els Wuyts.+bezorgt u de code\.Te gebruiken$/,
    );
    // A used or cancelled voucher no longer shows a code to use.
    expect(items[2]).toMatch(/€\s100,00 · voor de bestelling van KoenGebruikt$/);
    expect(items[3]).toMatch(/€\s40,00 · een geschenk van .+Geannuleerd$/);
    expect(screen.getByText('3 waardebonnen verdiend')).toBeTruthy();
  });

  it('copies the link where the browser cannot share it', async () => {
    answer(200, { data: loyalty, errors: [] });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await page();
    expect(screen.queryByRole('button', { name: 'Link delen' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Link kopiëren' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('http://demo.localhost:3000/referral/PEETERS2'),
    );
    await waitFor(() => expect(snackbarSnapshot().at(-1)?.text).toContain('Link gekopieerd'));
  });

  it('says when nobody was referred yet, and never when the load failed', async () => {
    answer(200, {
      data: {
        ...loyalty,
        referrals: [],
        vouchers: { count: 0, total: 0, currency: 'EUR', sent: [] },
      },
      errors: [],
    });
    await page();
    expect(await screen.findByText('Nog geen vrienden doorverwezen')).toBeTruthy();
    expect(screen.getByText(/^Nog geen waardebonnen/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Waardebonnen die u kreeg' })).toBeNull();
    cleanup();
    answer(503, { data: null, errors: [{ code: 'UNAVAILABLE', message: 'x' }] });
    await page();
    expect(
      await screen.findByText(
        'Uw doorverwijzingen konden niet geladen worden',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Nog geen vrienden doorverwezen')).toBeNull();
  });
});
