// The notification choices card: shows the stored choices, and saves the whole set with the
// switched channel (only that one changed), quiet hours on, then says it saved.
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@portal/contract/notification-preferences';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { NotificationChoicesCard } from './notification-choices-card';

function serve(stored: NotificationPreferences) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body: unknown = JSON.parse(String(init.body));
        sent.push(body);
        return new Response(JSON.stringify({ data: body, errors: [] }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: stored, errors: [] }), { status: 200 });
    }),
  );
  return sent;
}

describe('notification choices card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves the switched channel with the rest unchanged, and says so', async () => {
    const stored = defaultNotificationPreferences();
    const sent = serve(stored);
    await renderWithApp(<NotificationChoicesCard />);
    const invoices = (await screen.findByText('Invoices')).closest('fieldset');
    if (!(invoices instanceof HTMLElement)) throw new Error('no invoices group');
    fireEvent.click(within(invoices).getByLabelText('E-mail'));
    fireEvent.click(screen.getByLabelText('Quiet hours for push notifications'));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Your choices have been saved.')).toBeTruthy();
    const expected = structuredClone(stored);
    expected.kinds.invoices.email = false;
    expected.quietHours = { from: '22:00', until: '07:00' };
    expect(sent).toEqual([expected]);
  });
});
