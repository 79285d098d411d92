// A customer-data page on a route without the auth guard: signed out, the visitor is invited to
// sign in and come back to the same address; signed in, the page itself renders.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render-with-app';
import { pageRoutes } from './route-table';
import { withSignInGate } from './sign-in-gate';

const Invoice = withSignInGate(() => <p>invoice 9</p>);

describe('sign-in gate', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('invites a signed-out visitor to sign in and return to the page', async () => {
    await renderWithApp(<Invoice />, { path: '/installations/invoicedetail/9?lang=fr' });
    const button = await screen.findByRole('link', { name: 'Sign in' });
    expect(button.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/installations/invoicedetail/9?lang=fr')}`,
    );
    expect(screen.queryByText('invoice 9')).toBeNull();
  });

  it('shows the page to a signed-in customer', async () => {
    localStorage.setItem(
      'User',
      JSON.stringify({
        expiry: Date.now() + 60_000,
        payload: { id: 1, email: 'an@example.be', languageCode: 'en', countryCode: 'BE' },
      }),
    );
    await renderWithApp(<Invoice />, { path: '/installations/invoicedetail/9' });
    expect(await screen.findByText('invoice 9')).toBeTruthy();
  });

  it('guards every customer-data page the spec leaves without requiresAuth', () => {
    const unguarded = pageRoutes.filter(
      (route) => route.path.startsWith('/installations/') && !route.meta.requiresAuth,
    );
    expect(unguarded.length).toBeGreaterThan(10);
    for (const route of unguarded) expect(route.meta.customerData, route.path).toBe(true);
  });
});
