// The last-resort page says what happened: offline, a page whose code cannot load is "you are
// offline", not a hint at a new version; online, it is a page that could not be loaded.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACES, startI18n } from '../lib/i18n';
import { RootError } from './root-error';

async function showFailedPage() {
  await startI18n('', 'en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces([...NAMESPACES]);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        ErrorBoundary: RootError,
        lazy: async () => {
          throw new TypeError('Failed to fetch dynamically imported module');
        },
      },
    ],
    { initialEntries: ['/support/createissue'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the page that could not load', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the customer is offline when he is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await showFailedPage();
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByText(/new version/)).toBeNull();
  });

  it('says the page could not be loaded when online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showFailedPage();
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeTruthy();
  });
});
