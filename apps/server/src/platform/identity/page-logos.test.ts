// The provider's pages carry a small logo in the page itself and a large or unreadable one by its
// address; a changed logo (a new address) is read anew.
import { describe, expect, it } from 'vitest';
import {
  createPageLogos,
  INLINE_LOGO_MAX_BYTES,
  type LogoReader,
  type LogoTenant,
} from './page-logos.ts';

const origin = 'https://demo.portal.example.be';
function tenantWith(url: string): LogoTenant {
  return { id: 7, subdomain: 'demo', portalConfig: { logo: { url } } };
}

describe('page logos', () => {
  it('writes a small logo into the page, and links a large or missing one', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const files = new Map([
      ['/small.svg', { bytes: svg, contentType: 'image/svg+xml' }],
      ['/large.png', { bytes: Buffer.alloc(INLINE_LOGO_MAX_BYTES + 1), contentType: 'image/png' }],
    ]);
    const reads: string[] = [];
    const read: LogoReader = async (_tenant, url) => {
      reads.push(url);
      return files.get(url);
    };
    const logos = createPageLogos(read);
    for (const url of ['/small.svg', '/large.png', '/missing.svg']) {
      await logos.load(tenantWith(url));
    }
    expect(logos.src(tenantWith('/small.svg'), origin)).toBe(
      `data:image/svg+xml;base64,${svg.toString('base64')}`,
    );
    expect(logos.src(tenantWith('/large.png'), origin)).toBe(`${origin}/large.png`);
    expect(logos.src(tenantWith('/missing.svg'), origin)).toBe(`${origin}/missing.svg`);
    // Loaded once per address: a rebuilt provider for an unchanged logo reads nothing again.
    await logos.load(tenantWith('/small.svg'));
    expect(reads).toEqual(['/small.svg', '/large.png', '/missing.svg']);
  });

  it('links the logo when nothing can read it, or the reader fails', async () => {
    const failing = createPageLogos(async () => {
      throw new Error('disk gone');
    });
    await failing.load(tenantWith('/small.svg'));
    expect(failing.src(tenantWith('/small.svg'), origin)).toBe(`${origin}/small.svg`);
    const none = createPageLogos(undefined);
    await none.load(tenantWith('/small.svg'));
    expect(none.src(tenantWith('/small.svg'), origin)).toBe(`${origin}/small.svg`);
  });
});
