// The provider's login screen: the spec's validation messages before anything is sent, the
// credentials posted to the interaction, and the spec's messages for the server's answers.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { fakeProvider, json, realm } from '../lib/oidc-test-provider';
import { configureUserManager } from '../lib/user-manager';
import { LoginForm } from './login-form';

const base = `${realm['auth-server-url']}/realms/demo/interaction/uid-1`;
let loginAnswer: () => Response;
const posted: unknown[] = [];

async function fill(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
}

describe('login form', () => {
  beforeEach(() => {
    posted.length = 0;
    configureUserManager(async () => realm);
    fakeProvider((url) => {
      if (url === `${base}/details`) {
        return json(200, { data: { uid: 'uid-1', prompt: 'login', loginHint: null }, errors: [] });
      }
      if (url === `${base}/login`) return loginAnswer();
      return json(404, {});
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the email and the password with the spec messages, sending nothing', async () => {
    await renderWithApp(<LoginForm uid="uid-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await fill(/^Email/, 'jan.peeters');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is not valid')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('says the email or password is incorrect on 401, in the page language', async () => {
    loginAnswer = () =>
      json(401, {
        data: null,
        errors: [{ code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' }],
      });
    await renderWithApp(<LoginForm uid="uid-1" />, { language: 'nl' });
    await fill(/^E-mailadres/, 'jan.peeters@example.be');
    await fill(/^Wachtwoord/, 'wrong-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'E-mailadres of wachtwoord is onjuist',
    );
    expect(posted).toEqual([{ email: 'jan.peeters@example.be', password: 'wrong-password-1' }]);
  });

  it('shows the login failure with a retry for other answers', async () => {
    loginAnswer = () => json(500, { data: null, errors: [{ code: 'INTERNAL', message: 'x' }] });
    await renderWithApp(<LoginForm uid="uid-1" />);
    await fill(/^Email/, 'jan.peeters@example.be');
    await fill(/^Password/, 'Zonnewende-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while logging in. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('continues at the provider after a correct login', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    loginAnswer = () =>
      json(200, {
        data: { redirectTo: `${realm['auth-server-url']}/realms/demo/auth/uid-1` },
        errors: [],
      });
    await renderWithApp(<LoginForm uid="uid-1" />);
    await fill(/^Email/, ' jan.peeters@example.be ');
    await fill(/^Password/, 'Zonnewende-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(`${realm['auth-server-url']}/realms/demo/auth/uid-1`),
    );
    expect(posted).toEqual([{ email: 'jan.peeters@example.be', password: 'Zonnewende-2026' }]);
  });
});
