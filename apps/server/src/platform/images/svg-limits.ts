// Limits on an uploaded SVG before anything renders it. A drawn signature is a few paths: this
// scan refuses what a signature never needs and what makes a renderer slow or greedy (hundreds
// of thousands of path segments, deep nesting, entity expansion, embedded or linked images,
// scripts). It reads the text once, without building a document. A tenant's logo (decision 056)
// may also hold text, gradients and clip paths, and refer to its own elements (`url(#id)`,
// `href="#id"`), never to anything outside itself.
import { ErrorCode } from '@portal/contract/error-code';
import { AppError } from '../errors/app-error.ts';

export interface SvgLimits {
  maxBytes: number;
  /** Path commands and polyline/polygon points, summed over the document. */
  maxSegments: number;
  maxElements: number;
  maxDepth: number;
  /** Elements allowed besides a signature's drawing ones (a logo's text and gradients). */
  extraElements?: ReadonlySet<string>;
  /** Allows references to the document's own elements: `url(#id)`, `href="#id"`. */
  internalReferences?: boolean;
}

/** What a logo may contain besides a signature's elements: text, paint servers, clipping. */
export const LOGO_SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'text',
  'tspan',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'use',
  'symbol',
]);

/** What a drawn signature may contain. */
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'polyline',
  'polygon',
  'line',
  'circle',
  'ellipse',
  'rect',
  'title',
  'desc',
  'metadata',
]);

const TAG = /<(\/?)([A-Za-z][\w:.-]*)([^>]*?)(\/?)>/g;
const PATH_COMMAND = /[MLHVCSQTAZmlhvcsqtaz]/g;
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

function refuse(message: string): AppError {
  return new AppError(ErrorCode.PayloadTooLarge, message, { field: 'body.file' });
}

function unsupported(message: string): AppError {
  return new AppError(ErrorCode.UnsupportedMediaType, message, { field: 'body.file' });
}

/** Throws a 413 or 415 AppError when the SVG exceeds the limits or holds what is not allowed. */
export function checkSvgLimits(bytes: Uint8Array, limits: SvgLimits): void {
  if (bytes.length > limits.maxBytes) {
    throw refuse(`The SVG image is too large: at most ${limits.maxBytes / 1024} KB.`);
  }
  const text = Buffer.from(bytes).toString('utf8');
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) {
    throw unsupported('The SVG image may not declare entities.');
  }
  // librsvg loads the style sheets an <?xml-stylesheet?> instruction names.
  if (/<\?xml-stylesheet/i.test(text)) {
    throw unsupported('The SVG image may not link to other resources or run scripts.');
  }
  // A logo is served to browsers as it is: no script may hide anywhere in it, not even in text
  // the tag scan below reads as content (an attribute value holding a '>').
  if (limits.internalReferences && /<script|javascript:|\bon[a-z]+\s*=\s*["']/i.test(text)) {
    throw unsupported('The SVG image may not link to other resources or run scripts.');
  }
  const links = limits.internalReferences ? externalLink : anyLink;
  let depth = 0;
  let elements = 0;
  let segments = 0;
  for (const match of text.matchAll(TAG)) {
    const [, closing, rawName = '', attributes = '', selfClosing] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      depth -= 1;
      continue;
    }
    if (!ALLOWED_ELEMENTS.has(name) && !limits.extraElements?.has(name)) {
      throw unsupported(
        limits.extraElements
          ? `The SVG image may not contain <${name}>.`
          : `The SVG image may not contain <${name}>: a signature is drawn with paths.`,
      );
    }
    if (links.test(attributes)) {
      throw unsupported('The SVG image may not link to other resources or run scripts.');
    }
    elements += 1;
    if (!selfClosing) depth += 1;
    if (elements > limits.maxElements || depth > limits.maxDepth) {
      throw refuse(
        `The SVG image has too many or too deeply nested elements${limits.extraElements ? '' : ' for a signature'}.`,
      );
    }
    segments += segmentsOf(name, attributes);
    if (segments > limits.maxSegments) {
      throw refuse(`The SVG image has more than ${limits.maxSegments} path segments.`);
    }
  }
}

/** Any reference, and any event handler attribute (a script). */
const anyLink = /\bhref\s*=|url\s*\(|\bon\w+\s*=/i;
/** A reference to anything but the document's own elements, and any event handler. */
const externalLink =
  /\bhref\s*=\s*(?!["']\s*#[\w.-]+\s*["'])|url\s*\(\s*(?!["']?#[\w.-]+["']?\s*\))|\bon\w+\s*=/i;

function segmentsOf(name: string, attributes: string): number {
  if (name === 'path') {
    const d = /\bd\s*=\s*("([^"]*)"|'([^']*)')/.exec(attributes);
    const data = d?.[2] ?? d?.[3] ?? '';
    // A command may repeat without its letter ("L 1 1 2 2 …"): count coordinate pairs too.
    const commands = data.match(PATH_COMMAND)?.length ?? 0;
    return Math.max(commands, Math.ceil((data.match(NUMBER)?.length ?? 0) / 2));
  }
  if (name === 'polyline' || name === 'polygon') {
    const points = /\bpoints\s*=\s*("([^"]*)"|'([^']*)')/.exec(attributes);
    return Math.ceil(((points?.[2] ?? points?.[3] ?? '').match(NUMBER)?.length ?? 0) / 2);
  }
  return 1;
}
