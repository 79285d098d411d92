import { StorageKey } from '@portal/domain/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../../../lib/storage';
import { prefetchInstallations } from './get-installations';

describe('prefetching the installations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStore.remove(StorageKey.Installations);
  });

  it('fetches at once when no list is kept: the page has nothing to show without it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [], errors: [] })));
    vi.stubGlobal('fetch', fetchMock);
    await prefetchInstallations(new QueryClient());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.at(0))).toBe('/api/installations/');
  });

  it('leaves a kept list to the page, which refreshes it after its first paint', async () => {
    localStore.write(StorageKey.Installations, []);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await prefetchInstallations(new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
