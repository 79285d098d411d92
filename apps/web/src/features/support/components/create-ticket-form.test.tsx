// The ticket form: spec §5's message on every empty mandatory field and nothing sent; a filled
// form sends POST issues/create with the installation's orderId and offerId, then opens the
// ticket; sent again after a 503, it carries the same Idempotency-Key, so no second ticket is made.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { CreateTicketForm } from './create-ticket-form';

const installations = [{ value: 0, label: 'Solar panels', orderId: 3, offerId: 4 }];

function answers(unavailableCreates = 0) {
  const calls: { url: string; method: string; body: unknown; idempotencyKey: string | null }[] = [];
  let refusals = unavailableCreates;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const idempotencyKey = new Headers(init?.headers).get('idempotency-key');
      calls.push({
        url,
        method,
        body: init?.body ? JSON.parse(String(init.body)) : null,
        idempotencyKey,
      });
      if (url.endsWith('/issues/create') && refusals > 0) {
        refusals -= 1;
        const errors = [{ code: 'UNAVAILABLE', message: 'No instance can answer now, try again.' }];
        return new Response(JSON.stringify({ data: null, errors }), {
          status: 503,
          headers: { 'retry-after': '2' },
        });
      }
      const data = url.includes('issuesTypes')
        ? [
            { id: 7, name: 'Technical problem' },
            { id: 8, name: 'Other question' },
          ]
        : { insertId: 41 };
      return new Response(JSON.stringify({ data, errors: [] }), { status: 200 });
    }),
  );
  return calls;
}

/** The form with the first installation chosen, a problem, a description and a type filled in. */
async function renderFilledForm() {
  const rendered = await renderWithApp(
    <CreateTicketForm installations={installations} initialInstallation={0} />,
    { path: '/support/createissue' },
  );
  fireEvent.change(await screen.findByRole('textbox', { name: 'Problem' }), {
    target: { value: 'Inverter beeps' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
    target: { value: 'Every few minutes.' },
  });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Ticket type/ }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText('Technical problem'));
  return rendered;
}

describe('the ticket form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says 'This field is mandatory' for each empty field and sends nothing", async () => {
    const calls = answers();
    await renderWithApp(
      <CreateTicketForm installations={installations} initialInstallation={null} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send ticket' }));
    expect(await screen.findAllByText('This field is mandatory')).toHaveLength(3);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('clears a field’s message as soon as it is filled in, and counts its characters', async () => {
    answers();
    await renderWithApp(
      <CreateTicketForm installations={installations} initialInstallation={null} />,
    );
    expect(await screen.findByText('0 of 200 characters')).toBeTruthy();
    expect(screen.getByText('0 of 5000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findAllByText('This field is mandatory')).toHaveLength(3);
    fireEvent.change(screen.getByRole('textbox', { name: 'Problem' }), {
      target: { value: 'Inverter beeps' },
    });
    expect(screen.getAllByText('This field is mandatory')).toHaveLength(2);
    expect(screen.getByText('14 of 200 characters')).toBeTruthy();
  });

  it('sends the ticket with the chosen installation and opens it', async () => {
    const calls = answers();
    const { router } = await renderFilledForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/41'));
    const created = calls.find((call) => call.url.endsWith('/issues/create'));
    expect(created?.body).toEqual({
      problemTitle: 'Inverter beeps',
      problem: 'Every few minutes.',
      typeId: 7,
      orderId: 3,
      offerId: 4,
    });
  });

  it('sends the ticket again after a 503 under the same Idempotency-Key', async () => {
    const calls = answers(1);
    const { router } = await renderFilledForm();
    const send = screen.getByRole('button', { name: 'Send ticket' });
    fireEvent.click(send);
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/issues/create'))).toHaveLength(1),
    );
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/41'));
    const keys = calls
      .filter((call) => call.url.endsWith('/issues/create'))
      .map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows each photo’s progress and can stop the photos, keeping the ticket', async () => {
    answers();
    const sent: FakeUpload[] = [];
    class FakeUpload {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onabort: (() => void) | null = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        sent.push(this);
      }
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { router } = await renderFilledForm();
    const photo = (name: string) => new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('photo-input'), {
      target: { files: [photo('meter.jpg'), photo('inverter.jpg')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const upload = sent[0] as FakeUpload;
    upload.upload.onprogress?.({
      lengthComputable: true,
      loaded: 1500,
      total: 2000,
    } as ProgressEvent);
    expect(await screen.findByText('meter.jpg: 100%')).toBeTruthy();
    expect(screen.getByText('inverter.jpg: 50%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Don’t send the photos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/41'));
    expect(snackbarSnapshot().at(-1)?.text).toMatch(/without the photos/);
  });
});
