// The link pages' outcomes the browser tests cannot reach with fresh demo data: an expired
// invitation offers a new one, a used one offers the login, and a reset link that cannot be used
// shows the spec's reset failure with a way to ask again.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { ConfirmRegistrationPage } from './confirm-registration-page';
import { ResetPasswordPage } from './reset-password-page';

const token = 'a'.repeat(43);
type Answer = { status: number; body: unknown };

function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const answer = answers[key] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

const failure = (code: string) => ({
  status: code === 'NOT_FOUND' ? 404 : 410,
  body: { data: null, errors: [{ code, message: code }] },
});

describe('link pages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers a new invitation for an expired link and says where it went', async () => {
    const calls = serve({
      [`GET /api/auth/registration/${token}`]: failure('LINK_EXPIRED'),
      'POST /api/auth/registration/resend': {
        status: 200,
        body: { data: { email: 'lucas.wouters@example.be' }, errors: [] },
      },
    });
    await renderWithApp(<ConfirmRegistrationPage />, {
      path: `/confirmregistration?token=${token}`,
    });
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(
      await screen.findByText(/We sent a new link to lucas\.wouters@example\.be/),
    ).toBeTruthy();
    expect(calls).toContain('POST /api/auth/registration/resend');
  });

  it('says a used invitation was used and offers the login', async () => {
    serve({ [`GET /api/auth/registration/${token}`]: failure('LINK_USED') });
    await renderWithApp(<ConfirmRegistrationPage />, {
      path: `/confirmregistration?token=${token}`,
      language: 'nl',
    });
    expect(await screen.findByText('Deze link werd al gebruikt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aanmelden' }).getAttribute('href')).toBe('/login');
  });

  it('shows the reset failure with a way to ask again for an unusable reset link', async () => {
    serve({ [`GET /api/auth/password/${token}`]: failure('LINK_EXPIRED') });
    await renderWithApp(<ResetPasswordPage />, { path: `/resetpassword?token=${token}` });
    expect(
      await screen.findByText('Something went wrong, try requesting a password reset again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
  });

  it('checks the new password twice before sending it', async () => {
    const calls = serve({
      [`GET /api/auth/password/${token}`]: {
        status: 200,
        body: { data: { email: 'jan.peeters@example.be', state: 'valid' }, errors: [] },
      },
    });
    await renderWithApp(<ResetPasswordPage />, { path: `/resetpassword?token=${token}` });
    const password = await screen.findByLabelText(/^New password/, { selector: 'input' });
    fireEvent.change(password, { target: { value: 'onlyletters' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password must contain a digit')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Zonnewende-2027' } });
    fireEvent.change(screen.getByLabelText(/^Repeat password/, { selector: 'input' }), {
      target: { value: 'Zonnewende-2028' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
