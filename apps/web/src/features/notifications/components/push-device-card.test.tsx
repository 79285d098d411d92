// The account page's push switch: it shows this device's state and turning it off ends the
// subscription on the server (DELETE registerSubscription), then in the browser; a browser that
// cannot take pushes shows nothing.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { PushDeviceCard } from './push-device-card';

const endpoint = 'https://fcm.googleapis.com/fcm/send/device';

function browserWithSubscription() {
  let held: { endpoint: string; unsubscribe: () => Promise<boolean> } | null = {
    endpoint,
    unsubscribe: async () => {
      held = null;
      return true;
    },
  };
  const pushManager = { getSubscription: async () => held };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', body });
      return Response.json({ data: { registered: false }, errors: [] });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push switch of the account page', () => {
  it('shows the device on, and turning it off ends the subscription on the server first', async () => {
    const calls = browserWithSubscription();
    await renderWithApp(<PushDeviceCard />, { language: 'en', path: '/account' });
    const toggle = await screen.findByRole('switch', { name: 'Notifications on this device' });
    expect(screen.getByText('This device gets a message when there is news.')).toBeTruthy();
    fireEvent.click(toggle);
    await screen.findByText('This device gets no messages.');
    expect(calls).toEqual([{ method: 'DELETE', body: { endpoint } }]);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  });

  it('shows nothing where the browser cannot take pushes', async () => {
    vi.stubGlobal('isSecureContext', false);
    const { container } = await renderWithApp(<PushDeviceCard />, {
      language: 'en',
      path: '/account',
    });
    await new Promise((settle) => setTimeout(settle, 20));
    expect(container.textContent).toBe('');
  });
});
