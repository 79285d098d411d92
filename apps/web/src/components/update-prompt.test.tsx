// The update prompt: nothing while no new version waits; once one does, the banner says so and
// its button applies it (the worker's skipWaiting and the reload), only when the customer asks.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offerUpdate } from '../lib/service-worker/update-state';
import { renderWithApp } from '../testing/render-with-app';
import { UpdatePrompt } from './update-prompt';

describe('the update prompt', () => {
  it('shows only when a new version waits, and applies it on the click', async () => {
    await renderWithApp(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    const apply = vi.fn();
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status').textContent).toContain('A new version is available.');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
