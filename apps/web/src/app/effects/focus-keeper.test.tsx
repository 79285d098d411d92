// Focus across pages: a navigation that removes the focused element hands focus to the main
// area; focus on an element that stays (a navigation entry) is left alone.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FocusKeeper } from './focus-keeper';

function Layout() {
  return (
    <>
      <FocusKeeper />
      <header>
        <h1>Page title</h1>
      </header>
      <nav>
        <Link to="/other">Kept link</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

function PageWithBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/other')}>
      Back
    </button>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <PageWithBack /> },
          { path: '/other', element: <p>Other page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('FocusKeeper', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('leaves focus alone on the first page', () => {
    renderPages();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('main').hasAttribute('tabindex')).toBe(false);
  });

  it('moves focus to the page title when the focused element left with the page', async () => {
    vi.spyOn(HTMLHeadingElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 0, 200, 32),
    );
    renderPages();
    const back = screen.getByRole('button', { name: 'Back' });
    back.focus();
    await act(async () => back.click());
    expect(screen.getByText('Other page')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page title' }));
  });

  it('moves focus to the main area instead when the title is visually hidden', async () => {
    renderPages();
    const back = screen.getByRole('button', { name: 'Back' });
    back.focus();
    await act(async () => back.click());
    expect(screen.getByText('Other page')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('keeps focus on an element that stays across the navigation', async () => {
    renderPages();
    const link = screen.getByRole('link', { name: 'Kept link' });
    link.focus();
    await act(async () => link.click());
    expect(screen.getByText('Other page')).toBeTruthy();
    expect(document.activeElement).toBe(link);
  });
});
