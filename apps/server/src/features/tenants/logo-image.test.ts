// A tenant's logo checked and rasterised once (decision 056): a logo's SVG may hold text,
// gradients and references to its own elements; scripts, links outside itself, style sheets,
// entities, too many bytes or pixels are refused on the field `logo`, before anything renders.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegBomb, pngBomb } from '../../../test/image-bombs.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { MAX_LOGO_BYTES, prepareLogo, storedLogoUrl } from './logo-image.ts';

const svg = (body: string, attributes = 'viewBox="0 0 200 50"') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`);

async function refusal(bytes: Uint8Array): Promise<AppError> {
  const error = await prepareLogo(bytes).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(error.field).toBe('logo');
  return error;
}

describe('a tenant logo', () => {
  it('keeps an SVG as written again from its checked tree and draws its raster within 720 × 160, gradients and text included', async () => {
    const bytes = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient></defs>' +
        '<rect width="200" height="50" fill="url(#g)"/><use href="#g"/>' +
        '<text x="10" y="30" font-family="sans-serif">Acme</text>',
    );
    const logo = await prepareLogo(bytes);
    expect(logo.contentType).toBe('image/svg+xml');
    expect(logo.original.toString('utf8')).toBe(bytes.toString('utf8'));
    expect(logo.raster).toMatchObject({ width: 640, height: 160 });
    const raster = await sharp(logo.raster.png).metadata();
    expect(raster).toMatchObject({ format: 'png', width: 640, height: 160 });
    expect(storedLogoUrl('acme', logo)).toBe(`/tenants/acme/logo-${logo.version}.svg`);
    expect(logo.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('re-encodes a PNG or JPEG and scales its raster down, never up', async () => {
    const jpeg = await sharp({
      create: { width: 2000, height: 500, channels: 3, background: '#fff' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .jpeg()
      .toBuffer();
    const logo = await prepareLogo(jpeg);
    expect(logo.contentType).toBe('image/jpeg');
    expect((await sharp(logo.original).metadata()).exif).toBeUndefined();
    expect(logo.raster).toMatchObject({ width: 640, height: 160 });
    const small = await sharp({
      create: { width: 100, height: 40, channels: 4, background: '#000' },
    })
      .png()
      .toBuffer();
    expect((await prepareLogo(small)).raster).toMatchObject({ width: 100, height: 40 });
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    [
      'a script under a prefix',
      svg('<_:script xmlns:_="http://www.w3.org/2000/svg">alert(1)</_:script>'),
    ],
    [
      'an image under a prefix',
      svg('<_:image xmlns:_="http://www.w3.org/2000/svg" href="data:image/png;base64,AA=="/>'),
    ],
    ['an event handler', svg('<rect width="9" height="9" onload="alert(1)"/>')],
    ['a handler hidden after a ">" in a value', svg('<path d=">" onclick="alert(1)"/>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect width="9" height="9"/></a>')],
    ['a link to another file', svg('<use href="other.svg#x"/>')],
    ['an image', svg('<image href="file:///etc/passwd" width="9" height="9"/>')],
    ['a remote paint', svg('<rect width="9" height="9" fill="url(https://x.example/p)"/>')],
    ['a style sheet', Buffer.from(`<?xml-stylesheet href="https://x.example/s.css"?>${svg('')}`)],
    ['a style element', svg('<style>@import url(https://x.example/s.css);</style>')],
    [
      'foreign content',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'),
    ],
    [
      'entities',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      ),
    ],
  ])('refuses an SVG with %s', async (_case, bytes) => {
    expect((await refusal(bytes)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('keeps the SVG it checked, not the bytes it received', async () => {
    const sent = Buffer.from(
      '<?xml version="1.0"?><!-- made by hand --><l:svg xmlns:l="http://www.w3.org/2000/svg" viewBox="0 0 200 50" xmlns:ink="http://www.inkscape.org/namespaces/inkscape" ink:label="x" data-y="2">' +
        '<l:rect width="200" height="50" fill="#123456"/></l:svg>',
    );
    const logo = await prepareLogo(sent);
    expect(logo.original.toString('utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><rect width="200" height="50" fill="#123456"/></svg>',
    );
  });

  it('refuses what is too large, not an image, or a decompression bomb', async () => {
    const padding = `<!--${'x'.repeat(MAX_LOGO_BYTES)}-->`;
    expect((await refusal(svg(padding))).code).toBe('PAYLOAD_TOO_LARGE');
    expect((await refusal(Buffer.from('GIF89a'))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await refusal(Buffer.alloc(0))).code).toBe('VALIDATION');
    expect((await refusal(pngBomb(10_000, 10_000))).code).toBe('PAYLOAD_TOO_LARGE');
    expect((await refusal(await jpegBomb(20_000, 20_000))).code).toBe('PAYLOAD_TOO_LARGE');
    const deep = svg(`${'<g>'.repeat(40)}<rect width="1" height="1"/>${'</g>'.repeat(40)}`);
    expect((await refusal(deep)).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
