import { describe, expect, it } from 'vitest';
import { CdnDocumentError, cdnDocumentUrl, fetchCdnDocument } from './cdn-document.ts';

const pdf = new TextEncoder().encode('%PDF-1.7\n%demo\n');

describe('CDN documents', () => {
  it('resolves a path under the tenant’s CDN base, never out of it, with the spec’s parameters', () => {
    const base = 'https://cdn.example.be/files';
    expect(cdnDocumentUrl('tenants/demo/a.pdf', base)?.href).toBe(
      'https://cdn.example.be/files/tenants/demo/a.pdf?no_redirect=true&download=true',
    );
    expect(cdnDocumentUrl('/a.pdf?v=2', `${base}/`)?.href).toBe(
      'https://cdn.example.be/files/a.pdf?v=2&no_redirect=true&download=true',
    );
    expect(cdnDocumentUrl('../../etc/passwd', base)).toBeUndefined();
    // A protocol-relative path stays a path on the CDN.
    expect(cdnDocumentUrl('//evil.example/a.pdf', base)?.host).toBe('cdn.example.be');
    expect(cdnDocumentUrl('a.pdf', undefined)).toBeUndefined();
    expect(cdnDocumentUrl('https://other.example.be/b.pdf', base)?.host).toBe('other.example.be');
    expect(cdnDocumentUrl('file:///etc/passwd', base)).toBeUndefined();
    expect(cdnDocumentUrl('https://user:secret@cdn.example.be/a.pdf', base)).toBeUndefined();
  });

  const url = new URL('https://cdn.example.be/a.pdf');
  const answering = (response: () => Response) => async () => response();
  const options = (response: () => Response, maxBytes = 1024) => ({
    timeoutMs: 1000,
    maxBytes,
    fetch: answering(response),
  });

  it('takes a PDF, and refuses what is missing, moved, too big or not a PDF', async () => {
    expect(
      await fetchCdnDocument(
        url,
        options(() => new Response(pdf)),
      ),
    ).toEqual(Buffer.from(pdf));
    const refused = (response: () => Response, maxBytes?: number) =>
      fetchCdnDocument(url, options(response, maxBytes)).then(
        () => undefined,
        (error: unknown) => error,
      );
    const missing = await refused(() => new Response('gone', { status: 404 }));
    expect(missing).toBeInstanceOf(CdnDocumentError);
    expect(missing).toMatchObject({ missing: true });
    const moved = await refused(
      () => new Response(null, { status: 302, headers: { location: 'https://x.example/' } }),
    );
    expect(moved).toMatchObject({ missing: false, message: expect.stringContaining('302') });
    expect(await refused(() => new Response(new Uint8Array(2048)), 1024)).toMatchObject({
      message: expect.stringContaining('more than 1024 bytes'),
    });
    expect(await refused(() => new Response('<html>viewer</html>'))).toMatchObject({
      message: expect.stringContaining('not a PDF'),
    });
    const down = await fetchCdnDocument(url, {
      timeoutMs: 1000,
      maxBytes: 1024,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    }).catch((error: unknown) => error);
    expect(down).toMatchObject({
      missing: false,
      message: expect.stringContaining('did not answer'),
    });
  });
});
