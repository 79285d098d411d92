// The "download my data" card: it shows how far the archive is while the server prepares it,
// asks for one with an empty body, and once ready says where the link went and until when.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { DataExportCard } from './data-export-card';

const email = 'jan.peeters@example.be';
const none = {
  state: 'none',
  email,
  progress: 0,
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
};

/** Answers each call with the next state; records what was asked. */
function answers(...states: object[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: JSON.parse(String(init?.body ?? 'null')),
      });
      const state = states[Math.min(calls.length - 1, states.length - 1)];
      return new Response(JSON.stringify({ data: state, errors: [] }), { status: 200 });
    }),
  );
  return calls;
}

describe('data export card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for an archive with an empty body and shows its progress', async () => {
    const calls = answers(none, { ...none, state: 'running', progress: 40, requestedAt: 'x' });
    await renderWithApp(<DataExportCard />);
    const prepare = await screen.findByRole('button', { name: 'Prepare my archive' });
    // Enabled once the current state is known.
    await vi.waitFor(() => expect(prepare.hasAttribute('disabled')).toBe(false));
    fireEvent.click(prepare);
    expect(await screen.findByText('Preparing your archive: 40 %')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(calls[1]).toMatchObject({ method: 'POST', body: {} });
    expect(calls[1]?.url).toContain('customers/me/data-export');
  });

  it('says where the link of a ready archive went and until when it works', async () => {
    answers({
      ...none,
      state: 'ready',
      progress: 100,
      requestedAt: '2026-11-21T09:00:00.000Z',
      readyAt: '2026-11-21T09:00:05.000Z',
      expiresAt: '2026-11-28T09:00:05.000Z',
    });
    await renderWithApp(<DataExportCard />);
    expect(
      await screen.findByText(
        `Your archive is ready. We sent the link to ${email}; it works until 28 November 2026.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepare a new archive' })).toBeTruthy();
  });
});
