// An uploaded SVG is read by a namespace-aware XML parser and kept only as re-written from the
// checked tree (decision 066): elements and attributes are known by namespace and local name, so
// no prefix, case, entity or encoding trick hides an image, a script or a link from the check.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { checkedSvg, LOGO_SVG, SIGNATURE_SVG, type SvgPolicy } from './checked-svg.ts';
import { SIGNATURE_IMAGE_LIMITS, safeImage } from './safe-image.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const svg = (body: string, attributes = 'width="300" height="150"') =>
  Buffer.from(`<svg xmlns="${SVG_NS}" ${attributes}>${body}</svg>`);
const DATA_PNG = 'data:image/png;base64,iVBORw0KGgo=';

function refusal(bytes: Uint8Array, policy: SvgPolicy = SIGNATURE_SVG): AppError {
  try {
    checkedSvg(bytes, policy);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`accepted: ${Buffer.from(bytes).toString('utf8').slice(0, 200)}`);
}

const hostile: [string, Buffer][] = [
  [
    'an image under a prefix starting with "_"',
    Buffer.from(
      `<svg xmlns="${SVG_NS}"><_:image xmlns:_="${SVG_NS}" href="${DATA_PNG}" width="9" height="9"/></svg>`,
    ),
  ],
  [
    'an image under a non-ASCII prefix',
    Buffer.from(
      `<svg xmlns="${SVG_NS}"><é:image xmlns:é="${SVG_NS}" href="${DATA_PNG}" width="9" height="9"/></svg>`,
    ),
  ],
  [
    'a prefixed root holding an image',
    Buffer.from(`<s:svg xmlns:s="${SVG_NS}"><s:image href="${DATA_PNG}"/></s:svg>`),
  ],
  [
    'an image through xlink:href',
    svg(`<image xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="${DATA_PNG}"/>`),
  ],
  ['an image in upper case', svg(`<IMAGE href="${DATA_PNG}"/>`)],
  ['a script', svg('<script>alert(1)</script>')],
  ['a script under a prefix', svg(`<_:script xmlns:_="${SVG_NS}">alert(1)</_:script>`)],
  ['a script in CDATA', svg('<script><![CDATA[alert(1)]]></script>')],
  ['an XHTML script', svg('<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>')],
  [
    'foreign content',
    svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'),
  ],
  ['an element of an unknown namespace', svg('<x:path xmlns:x="urn:x" d="M0 0"/>')],
  ['a style element', svg('<style>path{fill:url(https://x.example/p)}</style>')],
  ['a use of another file', svg('<use href="other.svg#x"/>')],
  ['a link', svg('<a href="javascript:alert(1)"><path d="M0 0L1 1"/></a>')],
  ['an event handler', svg('<path d="M0 0L1 1" onload="alert(1)"/>')],
  ['an event handler in upper case', svg('<path d="M0 0L1 1" ONLOAD="alert(1)"/>')],
  ['a remote paint', svg('<path d="M0 0L1 1" fill="url(https://x.example/p)"/>')],
  ['a remote paint in a style', svg('<path d="M0 0L1 1" style="fill:url(https://x.example/p)"/>')],
  ['a dash array in a style', svg('<path d="M0 0L1 1" style="stroke-dasharray:1 1"/>')],
  ['a CSS escape in a style', svg('<path d="M0 0L1 1" style="fill:u\\72l(https://x.example/p)"/>')],
  [
    'an internal entity',
    Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="${SVG_NS}">&a;</svg>`,
    ),
  ],
  [
    'an external entity',
    Buffer.from(
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="${SVG_NS}"><title>&x;</title></svg>`,
    ),
  ],
  [
    'a doctype without a subset',
    Buffer.from(
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="${SVG_NS}"/>`,
    ),
  ],
  ['an undeclared entity', svg('<title>&nbsp;</title>')],
  [
    'a style sheet instruction',
    Buffer.from(`<?xml-stylesheet href="https://x.example/s.css"?><svg xmlns="${SVG_NS}"/>`),
  ],
  [
    'a UTF-16 file',
    Buffer.from(`\uFEFF<svg xmlns="${SVG_NS}"><script>alert(1)</script></svg>`, 'utf16le'),
  ],
  [
    'a declared UTF-7 encoding',
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-7"?><svg xmlns="${SVG_NS}">+ADw-script+AD4-</svg>`,
    ),
  ],
  [
    'bytes that are not UTF-8',
    Buffer.concat([svg('<title>'), Buffer.from([0xc3, 0x28]), Buffer.from('</title></svg>')]),
  ],
  ['a root outside the SVG namespace', Buffer.from('<svg><path d="M0 0L1 1"/></svg>')],
  ['a root that is not svg', Buffer.from(`<g xmlns="${SVG_NS}"/>`)],
  ['malformed XML', Buffer.from(`<svg xmlns="${SVG_NS}"><path d="M0 0"></svg>`)],
];

describe('an uploaded SVG checked by a parser', () => {
  it.each(hostile)('refuses %s with 415', (_case, bytes) => {
    expect(refusal(bytes).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(hostile)('refuses %s as a logo too', (_case, bytes) => {
    expect(refusal(bytes, LOGO_SVG).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses what exceeds the limits with 413', () => {
    expect(refusal(svg(`<!--${'x'.repeat(600 * 1024)}-->`)).code).toBe('PAYLOAD_TOO_LARGE');
    expect(refusal(svg(`${'<g>'.repeat(40)}${'</g>'.repeat(40)}`)).code).toBe('PAYLOAD_TOO_LARGE');
    expect(refusal(svg('<path d="M0 0L1 1"/>'.repeat(3000))).code).toBe('PAYLOAD_TOO_LARGE');
    expect(refusal(svg(`<path d="M 0 0 L${' 1 1'.repeat(30_000)}"/>`)).code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('keeps a drawn signature as re-written from the checked tree, without comments or unknown attributes', () => {
    const sent = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><!-- drawn --><svg xmlns="${SVG_NS}" xmlns:ink="urn:ink" ink:label="x" viewBox="0 0 300 150" width="300" height="150" data-x="1">` +
        `<path d="M 10 10 C 20 20, 40 20, 50 10" stroke-width="2.5" stroke="black" fill="none"/>` +
        '<title>Jan &amp; Els &lt;3</title></svg>',
    );
    expect(checkedSvg(sent, SIGNATURE_SVG).toString('utf8')).toBe(
      `<svg xmlns="${SVG_NS}" viewBox="0 0 300 150" width="300" height="150">` +
        '<path d="M 10 10 C 20 20, 40 20, 50 10" stroke-width="2.5" stroke="black" fill="none"/>' +
        '<title>Jan &amp; Els &lt;3</title></svg>',
    );
  });

  it('lets a logo hold text, gradients and references to its own elements only', () => {
    const sent = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient></defs>' +
        `<rect width="200" height="50" fill="url(#g)"/><use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#g"/>` +
        '<text x="10" y="30" font-family="\'Segoe UI\', sans-serif">Acme &quot;NV&quot;</text>',
      'viewBox="0 0 200 50"',
    );
    expect(checkedSvg(sent, LOGO_SVG).toString('utf8')).toBe(
      `<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 50">` +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient></defs>' +
        '<rect width="200" height="50" fill="url(#g)"/><use xlink:href="#g"/>' +
        '<text x="10" y="30" font-family="\'Segoe UI\', sans-serif">Acme "NV"</text></svg>',
    );
    // A signature is drawn with paths: no text, no references.
    expect(refusal(sent, SIGNATURE_SVG).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('draws the SVG as written again, never the bytes received', async () => {
    const drawing = (prefix: string) =>
      `<${prefix}path d="M 10 10 L 290 140" stroke="black" stroke-width="8" data-x="1"/>`;
    const plain = svg(drawing(''));
    const prefixed = Buffer.from(
      `<!-- x --><s:svg xmlns:s="${SVG_NS}" width="300" height="150">${drawing('s:')}</s:svg>`,
    );
    const drawn = await safeImage(prefixed, 'image/svg+xml', SIGNATURE_IMAGE_LIMITS);
    expect(drawn).toMatchObject({ type: 'image/png', width: 1200, height: 600 });
    expect(drawn.checkedSvg?.toString('utf8')).toBe(
      checkedSvg(plain, SIGNATURE_SVG).toString('utf8'),
    );
    const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer()).toString('base64');
    const reference = await safeImage(plain, 'image/svg+xml', SIGNATURE_IMAGE_LIMITS);
    expect(await pixels(drawn.bytes)).toBe(await pixels(reference.bytes));
  });
});
