import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiGet, apiSendForm, configureApiClient } from './api-client';
import { ApiRequestError, errorKeyOf } from './api-error';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('API client', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'portal-default-tenant';
    meta.content = 'demo';
    document.head.append(meta);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const meta of document.querySelectorAll('meta[name="portal-default-tenant"]'))
      meta.remove();
    configureApiClient({ getAccessToken: async () => null });
  });

  it('names the tenant and the language on every call and returns data', async () => {
    configureApiClient({ getLanguage: () => 'fr' });
    const fetchMock = answer(200, { data: { tagId: 'GTM-1' }, errors: [] });
    const data = await apiGet('portal/tag-id', z.object({ tagId: z.string() }), {
      query: { subDomain: 'demo' },
    });
    expect(data).toEqual({ tagId: 'GTM-1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/portal/tag-id?subDomain=demo');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-subdomain')).toBe('demo');
    expect(headers.get('accept-language')).toBe('fr');
    expect(headers.get('authorization')).toBeNull();
  });

  it('sends the bearer token on authenticated calls only', async () => {
    configureApiClient({ getAccessToken: async () => 'token-1' });
    const fetchMock = answer(200, { data: [], errors: [] });
    await apiGet('installations/', z.array(z.unknown()), { auth: true });
    await apiGet('offers/statuses', z.array(z.unknown()));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      'Bearer token-1',
    );
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('authorization')).toBeNull();
  });

  it('throws the first envelope error, with its code and the server message', async () => {
    answer(401, {
      data: null,
      errors: [{ code: 'UNAUTHENTICATED', message: 'A bearer token is required.' }],
    });
    const failure = await apiGet('installations/', z.unknown(), { auth: true }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      serverMessage: 'A bearer token is required.',
    });
    expect(errorKeyOf(failure)).toBe('common:errors.codes.unauthenticated');
  });

  it('throws even on HTTP 200 when the errors array is not empty', async () => {
    answer(200, {
      data: { ok: true },
      errors: [{ code: 'CONFLICT', message: 'Changed meanwhile' }],
    });
    await expect(apiGet('x', z.unknown())).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('fails without a server message on network errors and unexpected answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await apiGet('x', z.unknown()).catch((error: unknown) => error);
    expect(offline).toMatchObject({ status: 0, serverMessage: undefined });
    expect(errorKeyOf(offline)).toBe('common:errors.genericServerError');

    answer(200, { data: { tagId: 42 }, errors: [] });
    await expect(apiGet('x', z.object({ tagId: z.string() }))).rejects.toMatchObject({
      serverMessage: undefined,
    });
    answer(502, 'Bad gateway');
    await expect(apiGet('x', z.unknown())).rejects.toMatchObject({ status: 502 });
  });

  it('posts multipart forms with the same headers, extra headers and no content-type', async () => {
    configureApiClient({ getAccessToken: async () => 'token-2', getLanguage: () => 'en' });
    const fetchMock = answer(200, { data: { signed: true }, errors: [] });
    const form = new FormData();
    form.set('version', '3');
    const data = await apiSendForm('offers/4/sign', form, z.object({ signed: z.boolean() }), {
      auth: true,
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(data).toEqual({ signed: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/offers/4/sign');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.get('x-subdomain')).toBe('demo');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('authorization')).toBe('Bearer token-2');
    expect(headers.get('idempotency-key')).toBe('key-1');
    expect(headers.get('content-type')).toBeNull();
  });

  it('reads multipart answers like JSON ones: envelope errors throw', async () => {
    answer(409, { data: null, errors: [{ code: 'CONFLICT', message: 'Signed already' }] });
    await expect(apiSendForm('offers/4/sign', new FormData(), z.unknown())).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      serverMessage: 'Signed already',
    });
  });
});
