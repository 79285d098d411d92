// Pulling down from the top of the page refreshes; a short pull does not.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePullToRefresh } from './use-pull-to-refresh';

function Probe({ onRefresh }: { onRefresh: () => void }) {
  usePullToRefresh(onRefresh);
  return null;
}

function touch(type: string, clientY?: number) {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', {
    value: clientY === undefined ? [] : [{ clientY }],
  });
  window.dispatchEvent(event);
}

describe('pull to refresh', () => {
  afterEach(cleanup);

  it('refreshes after a long pull from the top only', () => {
    const onRefresh = vi.fn();
    render(<Probe onRefresh={onRefresh} />);
    touch('touchstart', 100);
    touch('touchmove', 130);
    touch('touchend');
    expect(onRefresh).not.toHaveBeenCalled();
    touch('touchstart', 100);
    touch('touchmove', 250);
    touch('touchend');
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
