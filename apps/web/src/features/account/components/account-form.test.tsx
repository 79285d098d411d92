// The account form: the contract's validation with the spec's '{field} is required' messages,
// a server validation error shown on the field it names, and a save that reports success. The
// language select offers the tenant's languages only (decision 056).
import type { Customer } from '@portal/contract/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { AccountForm } from './account-form';

const allLanguages = { offered: ['nl', 'fr', 'en'] as const, defaultLanguage: 'nl' };

const customer: Customer = {
  id: 1001,
  email: 'jan.peeters@example.be',
  firstName: 'Jan',
  name: 'Peeters',
  phone: '+32 470 12 34 56',
  languageCode: 'nl',
  countryCode: 'BE',
  streetAndNumber: 'Zonnestraat 12',
  postalCode: '2000',
  city: 'Antwerpen',
};

function answer(status: number, body: unknown) {
  const calls: { method?: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push({ method: init?.method, body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

async function change(label: string, value: string) {
  const input = await screen.findByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(input, { target: { value } });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('account form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the details with a read-only e-mail and checks them before sending', async () => {
    const calls = answer(200, { data: customer, errors: [] });
    await renderWithApp(<AccountForm customer={customer} languages={allLanguages} />);
    const email = await screen.findByLabelText('Email', { selector: 'input' });
    expect(email.getAttribute('readonly')).not.toBeNull();
    await change('First name', ' ');
    await change('Postal code', '20');
    save();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Postal code is not valid')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a server validation error on its field', async () => {
    answer(400, {
      data: null,
      errors: [{ code: 'VALIDATION', message: 'Phone number is not valid', field: 'body.phone' }],
    });
    await renderWithApp(<AccountForm customer={customer} languages={allLanguages} />, {
      language: 'fr',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le numéro de téléphone n’est pas valide')).toBeTruthy();
  });

  it('saves the trimmed details, an empty phone as none, and reports success', async () => {
    const saved = { ...customer, phone: null, city: 'Gent', languageCode: 'fr' as const };
    const calls = answer(200, { data: saved, errors: [] });
    const onSaved = vi.fn();
    await renderWithApp(
      <AccountForm customer={customer} languages={allLanguages} onSaved={onSaved} />,
    );
    await change('Phone', '');
    await change('City', ' Gent ');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls).toEqual([
      {
        method: 'PATCH',
        body: {
          firstName: 'Jan',
          name: 'Peeters',
          phone: null,
          languageCode: 'nl',
          streetAndNumber: 'Zonnestraat 12',
          postalCode: '2000',
          city: 'Gent',
        },
      },
    ]);
    expect(snackbarSnapshot().at(-1)).toMatchObject({
      kind: 'success',
      text: 'Your details have been saved.',
    });
  });

  it('offers only the tenant’s languages and preselects its default for another stored one', async () => {
    const calls = answer(200, { data: { ...customer, languageCode: 'fr' }, errors: [] });
    await renderWithApp(
      <AccountForm
        customer={{ ...customer, languageCode: 'en' }}
        languages={{ offered: ['nl', 'fr'], defaultLanguage: 'fr' }}
      />,
    );
    const select = await screen.findByRole('combobox', { name: /Language/ });
    expect(select.textContent).toBe('Français');
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nederlands', 'Français']);
    fireEvent.click(options[1] as HTMLElement);
    save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ languageCode: 'fr' });
  });

  it('keeps a stored language the tenant offers', async () => {
    await renderWithApp(
      <AccountForm customer={customer} languages={{ ...allLanguages, defaultLanguage: 'fr' }} />,
    );
    const select = await screen.findByRole('combobox', { name: /Language/ });
    expect(select.textContent).toBe('Nederlands');
  });
});
