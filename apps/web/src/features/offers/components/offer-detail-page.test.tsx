// The offer detail page: seen posted once, the sign button disabled while the pad is empty, the
// multipart sign call (version + PNG file + Idempotency-Key, the key kept for a retry), the
// confirmation after success, the server's message on failure, and no pad on other versions.
import type { OfferVersionDetail } from '@portal/contract/offers';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawDot, FAKE_PNG, stubCanvas } from '../../../components/signature/signature-test-canvas';
import { configureApiClient } from '../../../lib/api-client';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { OfferDetailPage } from './offer-detail-page';

const version = (
  versionNumber: number,
  state: OfferVersionDetail['state'],
): OfferVersionDetail => ({
  offerId: 4,
  offerTypeId: 2,
  versionNumber,
  state,
  createdAt: '2026-11-18T09:00:00Z',
  validUntil: '2026-12-18',
  seen: false,
  signedAt: null,
  // As the server says: only the latest version, while pending.
  signable: versionNumber === 3 && state === 'pending',
  totalExclVatCents: 900_200,
  totalInclVatCents: 954_212,
  articles: [],
});

interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status: number; body: unknown };

function serve(signAnswers: Answer[]) {
  const calls: Call[] = [];
  let signedOk = false;
  const ok = (data: unknown) => new Response(JSON.stringify({ data, errors: [] }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, headers: new Headers(init?.headers), body: init?.body });
      if (url === '/api/offers/4/versions') {
        return ok([version(1, 'expired'), version(2, 'expired'), version(3, 'pending')]);
      }
      // Once signed, the refetched version is done (and the sign section goes away).
      if (url === '/api/offers/4/versions/3') return ok(version(3, signedOk ? 'done' : 'pending'));
      if (url === '/api/offers/4/versions/1') return ok(version(1, 'expired'));
      if (url.endsWith('/upsells')) return ok([]);
      if (url === '/api/offers/4/seen') {
        return ok({ offerId: 4, versionNumber: 3, seenAt: '2026-11-20T10:00:00Z' });
      }
      if (url === '/api/offers/4/sign') {
        const answer = signAnswers.shift() ?? { status: 500, body: {} };
        signedOk ||= answer.status === 200;
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

const signed = {
  status: 200,
  body: {
    data: {
      offerId: 4,
      versionNumber: 3,
      signedAt: '2026-11-20T10:01:00Z',
      offerPdfSha256: 'ab'.repeat(32),
    },
    errors: [],
  },
};

const getToken = async () => 'token-123';

describe('offer detail page', () => {
  beforeEach(() => {
    stubCanvas();
    configureApiClient({ getAccessToken: getToken });
  });
  afterEach(() => {
    cleanup();
    configureApiClient({ getAccessToken: async () => null });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts seen once with the version number and keeps sign disabled while the pad is empty', async () => {
    const calls = serve([]);
    await renderWithApp(<OfferDetailPage offerId={4} version={3} />);
    const sign = await screen.findByRole('button', { name: 'Sign offer' });
    expect(sign.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/offers/4/seen')).toBe(true));
    const seen = calls.filter((call) => call.url === '/api/offers/4/seen');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(String(seen[0]?.body))).toEqual({ versionNumber: 3 });
    expect(screen.getByText('€9,542.12 incl. VAT', { exact: false })).toBeTruthy();
  });

  it('signs with a multipart body (version + PNG file) and an Idempotency-Key, then confirms', async () => {
    const calls = serve([signed]);
    await renderWithApp(<OfferDetailPage offerId={4} version={3} />);
    const sign = await screen.findByRole('button', { name: 'Sign offer' });
    drawDot(screen.getByRole('img', { name: 'Signature area' }));
    await waitFor(() => expect(sign.hasAttribute('disabled')).toBe(false));
    fireEvent.click(sign);
    expect(await screen.findByText('Thank you for your signature')).toBeTruthy();
    expect(
      screen.getByText(/Please wait for our confirmation before you plan anything/),
    ).toBeTruthy();

    const [call] = calls.filter((entry) => entry.url === '/api/offers/4/sign');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('Bearer token-123');
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.headers.get('content-type')).toBeNull();
    const form = call?.body as FormData;
    expect(form.get('version')).toBe('3');
    const file = form.get('file') as File;
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('signature.png');
    const expected = Uint8Array.from(atob(FAKE_PNG.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(expected);
  });

  it('shows the server message on failure and retries under the same Idempotency-Key', async () => {
    const refused = {
      status: 409,
      body: {
        data: null,
        errors: [{ code: 'CONFLICT', message: 'This offer version can no longer be signed.' }],
      },
    };
    const calls = serve([{ status: 503, body: {} }, refused]);
    await renderWithApp(<OfferDetailPage offerId={4} version={3} />);
    const sign = await screen.findByRole('button', { name: 'Sign offer' });
    drawDot(screen.getByRole('img', { name: 'Signature area' }));
    await waitFor(() => expect(sign.hasAttribute('disabled')).toBe(false));
    fireEvent.click(sign);
    await waitFor(() =>
      expect(snackbarSnapshot().at(-1)?.text).toBe(
        'Something went wrong, please try again later..',
      ),
    );
    await waitFor(() => expect(sign.hasAttribute('disabled')).toBe(false));
    fireEvent.click(sign);
    await waitFor(() =>
      expect(snackbarSnapshot().at(-1)).toMatchObject({
        kind: 'error',
        text: 'This offer version can no longer be signed.',
      }),
    );
    const keys = calls
      .filter((entry) => entry.url === '/api/offers/4/sign')
      .map((entry) => entry.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(screen.queryByText('Thank you for your signature')).toBeNull();
  });

  it('shows why an older version cannot be signed instead of the pad', async () => {
    serve([]);
    await renderWithApp(<OfferDetailPage offerId={4} version={1} />);
    expect(
      await screen.findByText(
        'Version 3 replaces this version; only the most recent version can be signed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Signature area' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View it' }).getAttribute('href')).toBe(
      '/installations/offerdetail/4_3',
    );
  });
});
