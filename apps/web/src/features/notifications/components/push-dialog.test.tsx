// Accepting the push dialog in a browser that refuses the permission tells the customer so, and
// where to change it, instead of closing as if nothing happened.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import PushDialog from './push-dialog';

function refusingBrowser() {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: async () => 'denied',
  });
}

describe('the push dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the browser blocks notifications and where to allow them', async () => {
    refusingBrowser();
    const onClose = vi.fn();
    await renderWithApp(<PushDialog onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, please' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(snackbarSnapshot().at(-1)).toMatchObject({
      kind: 'error',
      text: expect.stringContaining('site settings'),
    });
  });
});
