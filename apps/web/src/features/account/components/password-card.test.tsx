// The password card: the form checks the new password and its repeat before asking, sends the
// current and the new password, shows a wrong current password on its field, and on success
// empties the fields and says how many other devices were signed out.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { PasswordCard } from './password-card';

function answer(status: number, body: unknown) {
  const calls: { method?: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method, url, body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

async function type(label: string, value: string) {
  const input = await screen.findByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(input, { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

async function fill(current: string, next: string, repeat = next) {
  await type('Current password', current);
  await type('New password', next);
  await type('Repeat password', repeat);
}

describe('password card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the new password and its repeat before sending anything', async () => {
    const calls = answer(200, { data: { otherSessionsEnded: 0 }, errors: [] });
    await renderWithApp(<PasswordCard email="jan.peeters@example.be" />);
    await fill('', 'kort1');
    submit();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 10 characters')).toBeTruthy();
    await fill('Zonnepaneel2024', 'Warmtepomp2026', 'Warmtepomp2027');
    submit();
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends both passwords and says how many other devices were signed out', async () => {
    const calls = answer(200, { data: { otherSessionsEnded: 2 }, errors: [] });
    await renderWithApp(<PasswordCard email="jan.peeters@example.be" />);
    await fill('Zonnepaneel2024', 'Warmtepomp2026');
    submit();
    expect(
      await screen.findByText(
        'Your password has been changed. You were signed out on 2 other devices.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: expect.stringContaining('/api/customers/me/password'),
        body: { currentPassword: 'Zonnepaneel2024', newPassword: 'Warmtepomp2026' },
      },
    ]);
    const current = screen.getByLabelText('Current password', {
      exact: false,
      selector: 'input',
    }) as HTMLInputElement;
    expect(current.value).toBe('');
  });

  it('shows a wrong current password on its field', async () => {
    answer(400, {
      data: null,
      errors: [
        {
          code: 'VALIDATION',
          message: 'The current password is not correct.',
          field: 'body.currentPassword',
        },
      ],
    });
    await renderWithApp(<PasswordCard email="jan.peeters@example.be" />);
    await fill('Verkeerd12345', 'Warmtepomp2026');
    submit();
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    const current = screen.getByLabelText('Current password', { exact: false, selector: 'input' });
    expect(current.getAttribute('aria-invalid')).toBe('true');
  });
});
