// A typed signature (decision 014): the customer's name written in a handwriting font on the sign
// line, as an image the size of the pad, so that it is sent as the same PNG as a drawn signature
// and a keyboard alone can sign. The font is fetched the first time someone types, so no page
// pays for it up front; without it (offline) the browser's cursive font stands in.

import latinFont from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url';
import latinExtFont from '@fontsource/dancing-script/files/dancing-script-latin-ext-400-normal.woff2?url';
import { SIGNATURE_PAD_OPTIONS } from './signature-options';

/** Where the widget draws its sign line, in CSS pixels from the pad's edges. */
export const SIGN_LINE = { inset: 24, bottom: 44 } as const;

const FONT_FAMILY = 'Dancing Script';
const LARGEST_FONT_PX = 64;
const SMALLEST_FONT_PX = 16;
/** The writing sits just above the sign line, as a pen would. */
const ABOVE_LINE_PX = 8;

// The unicode ranges of Fontsource's latin and latin-ext files: every Belgian name is in them.
const fontFiles = [
  {
    url: latinFont,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    url: latinExtFont,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];

let fontLoaded: Promise<void> | undefined;

/** Loads the handwriting font once; resolves (never rejects) when it is there or cannot be. */
export function loadTypedSignatureFont(): Promise<void> {
  fontLoaded ??= (async () => {
    if (typeof FontFace === 'undefined' || typeof document === 'undefined') return;
    const faces = fontFiles.map(
      ({ url, unicodeRange }) =>
        new FontFace(FONT_FAMILY, `url(${url}) format('woff2')`, { unicodeRange }),
    );
    for (const face of await Promise.all(faces.map((face) => face.load()))) {
      document.fonts.add(face);
    }
  })().catch(() => undefined);
  return fontLoaded;
}

export interface PadSize {
  /** CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
}

/**
 * `name` in the pen's colour on a transparent PNG of the pad's size: as large as fits between the
 * sign line's ends, centred, resting on the line. Empty when the browser cannot draw.
 */
export function typedSignatureImage(name: string, { width, height, ratio }: PadSize): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.scale(ratio, ratio);
  const room = width - 2 * SIGN_LINE.inset;
  let size = LARGEST_FONT_PX;
  const setFont = () => {
    context.font = `${size}px "${FONT_FAMILY}", cursive`;
  };
  setFont();
  while (size > SMALLEST_FONT_PX && context.measureText(name).width > room) {
    size -= 2;
    setFont();
  }
  context.fillStyle = SIGNATURE_PAD_OPTIONS.penColor;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  context.fillText(name, width / 2, height - SIGN_LINE.bottom - ABOVE_LINE_PX, room);
  return canvas.toDataURL('image/png');
}
