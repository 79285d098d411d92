// What an uploaded SVG may hold (decision 066): the elements of the SVG namespace and the
// attributes without a namespace that a drawn signature needs, and what a tenant's logo adds
// (text, gradients, clipping and references to its own elements). Anything else is refused
// (elements) or left out when the SVG is written again (attributes); see checked-svg.ts.
export interface SvgPolicy {
  maxBytes: number;
  /** Path commands and polyline/polygon points, summed over the document. */
  maxSegments: number;
  maxElements: number;
  maxDepth: number;
  /** Local names of the SVG-namespace elements kept. */
  elements: ReadonlySet<string>;
  /** Names of the attributes without a namespace that are kept; others are left out. */
  attributes: ReadonlySet<string>;
  /** Allows references to the document's own elements: `url(#id)`, `href="#id"`. */
  internalReferences: boolean;
  /** What the image is, for the messages. */
  purpose: 'signature' | 'logo';
}

const SIGNATURE_ELEMENTS = [
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
];

const LOGO_ELEMENTS = [
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'use',
  'symbol',
];

const SIGNATURE_ATTRIBUTES = [
  // The document and its geometry.
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'pathLength',
  'transform',
  'id',
  'role',
  'aria-label',
  // Painting. No dash arrays: a tiny dash along a long path took librsvg 29 minutes.
  'style',
  'color',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'opacity',
  'vector-effect',
  'shape-rendering',
  'visibility',
  'display',
];

const LOGO_ATTRIBUTES = [
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'fr',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
];

/** A signature needs a few paths; a drawn one is a few hundred kilobytes at most. */
export const SIGNATURE_SVG: SvgPolicy = {
  maxBytes: 512 * 1024,
  maxSegments: 20_000,
  maxElements: 2_000,
  maxDepth: 16,
  elements: new Set(SIGNATURE_ELEMENTS),
  attributes: new Set(SIGNATURE_ATTRIBUTES),
  internalReferences: false,
  purpose: 'signature',
};

/** A tenant's logo (decision 056): text, paint servers, clipping, its own references. */
export const LOGO_SVG: SvgPolicy = {
  maxBytes: 512 * 1024,
  maxSegments: 50_000,
  maxElements: 5_000,
  maxDepth: 24,
  elements: new Set([...SIGNATURE_ELEMENTS, ...LOGO_ELEMENTS]),
  attributes: new Set([...SIGNATURE_ATTRIBUTES, ...LOGO_ATTRIBUTES]),
  internalReferences: true,
  purpose: 'logo',
};
