// The upsell page: each proposal with its type and name; "I'm interested" opens the pad, and the
// accept posts type, name and the PNG signature file, then confirms with a success snackbar.
import type { UpsellOffer } from '@portal/contract/offers';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawDot, stubCanvas } from '../../../components/signature/signature-test-canvas';
import { configureApiClient } from '../../../lib/api-client';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { OfferUpsellPage } from './offer-upsell-page';

const upsell: UpsellOffer = {
  id: 7,
  offerId: 4,
  versionNumber: 3,
  type: 'charging-station',
  name: 'Alfen Eve Single Pro-line 11 kW',
  createdAt: '2026-11-18T09:00:00Z',
  acceptedAt: null,
};

describe('offer upsell page', () => {
  beforeEach(() => {
    stubCanvas();
    configureApiClient({ getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    configureApiClient({ getAccessToken: async () => null });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('accepts a proposal with type, name and the signature file', async () => {
    const forms: FormData[] = [];
    const ok = (data: unknown) =>
      new Response(JSON.stringify({ data, errors: [] }), { status: 200 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/offers/4/versions/3/upsells') return ok([upsell]);
        if (url === '/api/offers/4/versions/3') {
          return ok({
            offerId: 4,
            offerTypeId: 2,
            versionNumber: 3,
            state: 'pending',
            createdAt: '2026-11-18T09:00:00Z',
            validUntil: null,
            seen: true,
            signedAt: null,
            signable: true,
            totalExclVatCents: 100,
            totalInclVatCents: 106,
            articles: [],
          });
        }
        if (url === '/api/offers/4/upsale') {
          forms.push(init?.body as FormData);
          return ok({ ...upsell, acceptedAt: '2026-11-20T10:00:00Z' });
        }
        return new Response('{}', { status: 404 });
      }),
    );
    await renderWithApp(<OfferUpsellPage offerId={4} version={3} />);
    expect(await screen.findByText('Charging station')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I’m interested' }));
    const accept = screen.getByRole('button', { name: 'Accept and sign' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    drawDot(screen.getByRole('img', { name: 'Signature area' }));
    await waitFor(() => expect(accept.hasAttribute('disabled')).toBe(false));
    fireEvent.click(accept);
    await waitFor(() =>
      expect(snackbarSnapshot().at(-1)).toMatchObject({
        kind: 'success',
        text: 'Thank you! We have received your acceptance of Alfen Eve Single Pro-line 11 kW.',
      }),
    );
    expect(forms).toHaveLength(1);
    expect(forms[0]?.get('type')).toBe('charging-station');
    expect(forms[0]?.get('name')).toBe('Alfen Eve Single Pro-line 11 kW');
    expect(forms[0]?.get('file')).toBeInstanceOf(File);
    expect((forms[0]?.get('file') as File | undefined)?.type).toBe('image/png');
  });
});
