// An uploaded SVG (a signature, a tenant's logo) read by a namespace-aware XML parser and written
// again from what was checked (decision 066). Elements and attributes are known by namespace URI
// and local name, never by how the text spells them, so no prefix (`<_:image xmlns:_=…>`), case,
// entity or encoding trick hides an image, a script or a link from the check. Only the re-written
// SVG is ever stored or rasterised: what is drawn is exactly what was checked.
import { ErrorCode } from '@portal/contract/error-code';
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';
import { AppError } from '../errors/app-error.ts';
import type { SvgPolicy } from './svg-allow-list.ts';

export { LOGO_SVG, SIGNATURE_SVG, type SvgPolicy } from './svg-allow-list.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Whole subtrees left out: an editor's metadata, never drawn. */
const DROPPED_ELEMENTS = new Set(['metadata']);
const DROPPED_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
]);
/** Elements whose text is drawn or read; any other text but whitespace is left out. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'title', 'desc']);
const UTF8_NAMES = new Set(['utf-8', 'utf8', 'us-ascii']);
const INTERNAL_URL = /url\(\s*["']?#[\w.-]+["']?\s*\)/gi;
const INTERNAL_HREF = /^\s*#[\w.-]+\s*$/;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?)\(/gi;
const PATH_COMMAND = /[MLHVCSQTAZmlhvcsqtaz]/g;
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

function tooLarge(message: string): AppError {
  return new AppError(ErrorCode.PayloadTooLarge, message, { field: 'body.file' });
}

function unsupported(message: string): AppError {
  return new AppError(ErrorCode.UnsupportedMediaType, message, { field: 'body.file' });
}

const linksOrScripts = () =>
  unsupported('The SVG image may not link to other resources or run scripts.');

/** The SVG written again from its checked tree, UTF-8, without a prolog, comments or anything
 * not on the policy's allow-list. Throws a 413 (limits) or 415 (anything refused) AppError. */
export function checkedSvg(bytes: Uint8Array, policy: SvgPolicy): Buffer {
  if (bytes.length > policy.maxBytes) {
    throw tooLarge(`The SVG image is too large: at most ${policy.maxBytes / 1024} KB.`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupported('The SVG image is not UTF-8 text.');
  }
  const writer = new SvgWriter(policy);
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('xmldecl', (declaration) => {
    if (declaration.encoding && !UTF8_NAMES.has(declaration.encoding.toLowerCase())) {
      throw unsupported('The SVG image is not UTF-8 text.');
    }
  });
  parser.on('doctype', () => {
    throw unsupported('The SVG image may not declare a document type or entities.');
  });
  // librsvg loads the style sheets an <?xml-stylesheet?> instruction names.
  parser.on('processinginstruction', () => {
    throw linksOrScripts();
  });
  parser.on('opentag', (tag) => writer.open(tag));
  parser.on('closetag', (tag) => writer.close(tag));
  parser.on('text', (content) => writer.text(content));
  parser.on('cdata', (content) => writer.text(content));
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported('The SVG image is not well-formed XML.');
  }
  return Buffer.from(writer.result(), 'utf8');
}

class SvgWriter {
  private readonly parts: string[] = [];
  private rootDeclarations = -1;
  private usesXlink = false;
  private depth = 0;
  private elements = 0;
  private segments = 0;
  /** Depth of a subtree being left out (0: none). */
  private dropping = 0;
  private openTagPending = false;
  private readonly textKept: boolean[] = [];

  private readonly policy: SvgPolicy;

  constructor(policy: SvgPolicy) {
    this.policy = policy;
  }

  open(tag: SaxesTagNS): void {
    this.depth += 1;
    this.elements += 1;
    if (this.elements > this.policy.maxElements || this.depth > this.policy.maxDepth) {
      const forWhat = this.policy.purpose === 'signature' ? ' for a signature' : '';
      throw tooLarge(`The SVG image has too many or too deeply nested elements${forWhat}.`);
    }
    if (this.dropping > 0) {
      this.dropping += 1;
      return;
    }
    if (this.depth === 1 && (tag.uri !== SVG_NS || tag.local !== 'svg')) {
      throw unsupported('The file is not an SVG image.');
    }
    if (
      DROPPED_NAMESPACES.has(tag.uri) ||
      (tag.uri === SVG_NS && DROPPED_ELEMENTS.has(tag.local))
    ) {
      this.dropping = 1;
      return;
    }
    if (tag.uri !== SVG_NS || !this.policy.elements.has(tag.local)) {
      const why = this.policy.purpose === 'signature' ? ': a signature is drawn with paths' : '';
      throw unsupported(`The SVG image may not contain <${tag.local}>${why}.`);
    }
    const attributes = Object.values(tag.attributes).map((attribute) => this.attribute(attribute));
    this.segments += segmentsOf(tag.local, tag.attributes);
    if (this.segments > this.policy.maxSegments) {
      throw tooLarge(`The SVG image has more than ${this.policy.maxSegments} path segments.`);
    }
    this.closePendingTag();
    this.parts.push(`<${tag.local}`);
    if (this.depth === 1) {
      this.parts.push(` xmlns="${SVG_NS}"`);
      this.rootDeclarations = this.parts.length;
      this.parts.push('');
    }
    this.parts.push(attributes.join(''));
    this.openTagPending = true;
    this.textKept.push(TEXT_ELEMENTS.has(tag.local) || this.textKept.at(-1) === true);
  }

  close(tag: SaxesTagNS): void {
    this.depth -= 1;
    if (this.dropping > 0) {
      this.dropping -= 1;
      return;
    }
    this.textKept.pop();
    if (this.openTagPending) {
      this.parts.push('/>');
      this.openTagPending = false;
    } else {
      this.parts.push(`</${tag.local}>`);
    }
  }

  text(content: string): void {
    if (this.dropping > 0 || content === '') return;
    // Layout whitespace stays, so that a logo is stored as readable as it came.
    if (this.textKept.at(-1) !== true && !/^\s*$/.test(content)) return;
    this.closePendingTag();
    this.parts.push(escapeText(content));
  }

  result(): string {
    if (this.usesXlink) this.parts[this.rootDeclarations] = ` xmlns:xlink="${XLINK_NS}"`;
    return this.parts.join('');
  }

  /** The attribute as written again, '' when left out; throws when it is refused. */
  private attribute(attribute: SaxesAttributeNS): string {
    const { uri, local, value } = attribute;
    if (uri === XMLNS_NS || attribute.name === 'xmlns') return '';
    const isHref = local === 'href' && (uri === '' || uri === XLINK_NS);
    if (isHref) {
      if (!this.policy.internalReferences || !INTERNAL_HREF.test(value)) throw linksOrScripts();
      if (uri === XLINK_NS) this.usesXlink = true;
      return ` ${uri === XLINK_NS ? 'xlink:' : ''}href="${escapeAttribute(value.trim())}"`;
    }
    if (uri !== '') return '';
    // An event handler is a script, whatever its case; refused rather than left out, so that
    // whoever sent it learns it is not accepted.
    if (/^on/i.test(local)) throw linksOrScripts();
    if (!this.policy.attributes.has(local)) return '';
    this.checkValue(local, value);
    return ` ${local}="${escapeAttribute(value)}"`;
  }

  /** No value may name anything outside the document; a style holds plain declarations only. */
  private checkValue(name: string, value: string): void {
    const internal = this.policy.internalReferences ? value.replace(INTERNAL_URL, '') : value;
    if (/url\s*\(|javascript:/i.test(internal)) throw linksOrScripts();
    if (name !== 'style') return;
    // CSS escapes and at-rules could spell url() or @import; functions other than colours could
    // load something (image-set, element); a dash array can cost librsvg minutes (see the
    // allow-list).
    const rest = internal.replace(COLOUR_FUNCTION, '');
    if (/[\\@(]|dash/i.test(rest)) {
      throw unsupported('The SVG image may only hold plain declarations in a style attribute.');
    }
  }

  private closePendingTag(): void {
    if (!this.openTagPending) return;
    this.parts.push('>');
    this.openTagPending = false;
  }
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}

function segmentsOf(local: string, attributes: Record<string, SaxesAttributeNS>): number {
  if (local === 'path') {
    const data = attributes.d?.uri === '' ? attributes.d.value : '';
    // A command may repeat without its letter ("L 1 1 2 2 …"): count coordinate pairs too.
    const commands = data.match(PATH_COMMAND)?.length ?? 0;
    return Math.max(commands, Math.ceil((data.match(NUMBER)?.length ?? 0) / 2));
  }
  if (local === 'polyline' || local === 'polygon') {
    const points = attributes.points?.uri === '' ? attributes.points.value : '';
    return Math.ceil((points.match(NUMBER)?.length ?? 0) / 2);
  }
  return 1;
}
