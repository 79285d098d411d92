// The friend's referral page: who invites them, the form checked before sending, the details sent
// as the server expects, thanks afterwards; an address already known is said at the e-mail field,
// too many tries above the form; a code that does not exist says the link is not valid.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { ReferralPage } from './referral-page';

interface Reply {
  status: number;
  body: unknown;
}

const janInvites: Reply = {
  status: 200,
  body: { data: { code: 'PEETERS2', referrerFirstName: 'Jan' }, errors: [] },
};

function stub(post: Reply, get: Reply = janInvites) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json(post.body, { status: post.status });
      }
      return Response.json(get.body, { status: get.status });
    }),
  );
  return posted;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), {
    target: { value },
  });

async function fillForm() {
  fill('Name', 'Lotte Verhoeven');
  fill('Email', 'lotte@example.be');
  fill('Phone', '+32 470 11 22 33');
  fill('Postal code', '2800');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('referral page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the form, sends the details and consent, then thanks the friend', async () => {
    const posted = stub({ status: 200, body: { data: { referred: true }, errors: [] } });
    await renderWithApp(<ReferralPage code="PEETERS2" />);
    expect(await screen.findByRole('heading', { name: /Jan recommends/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Tick the box to agree to be contacted.')).toBeTruthy();
    expect(posted).toEqual([]);
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(posted).toEqual([
      {
        url: '/api/loyalty/referrals/PEETERS2',
        body: {
          name: 'Lotte Verhoeven',
          email: 'lotte@example.be',
          phone: '+32 470 11 22 33',
          postalCode: '2800',
          consent: true,
        },
      },
    ]);
  });

  it('says an address is already known at its field, and too many tries above the form', async () => {
    stub({
      status: 409,
      body: { data: null, errors: [{ code: 'CONFLICT', message: 'x', field: 'body.email' }] },
    });
    await renderWithApp(<ReferralPage code="PEETERS2" />);
    await screen.findByRole('heading', { name: /Jan recommends/ });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText(/already knows this e-mail address/)).toBeTruthy();
    cleanup();
    stub({ status: 429, body: { data: null, errors: [{ code: 'RATE_LIMITED', message: 'x' }] } });
    await renderWithApp(<ReferralPage code="PEETERS2" />);
    await screen.findByRole('heading', { name: /Jan recommends/ });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText(/Too many attempts/)).toBeTruthy();
  });

  it('says a link is not valid, without asking the server for a malformed one', async () => {
    stub(
      { status: 200, body: {} },
      { status: 404, body: { data: null, errors: [{ code: 'NOT_FOUND', message: 'x' }] } },
    );
    await renderWithApp(<ReferralPage code="ABCDEFGH" />);
    expect(await screen.findByText('This referral link is not valid')).toBeTruthy();
    cleanup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderWithApp(<ReferralPage code="nope" />);
    expect(await screen.findByText('This referral link is not valid')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
