// Small helpers for generated PDFs: text the standard fonts can encode, euro amounts, colours.
import { type RGB, rgb } from 'pdf-lib';

// WinAnsi (the standard fonts' encoding): printable Latin-1 and a few typographic characters.
const ENCODABLE = /[\x20-\x7E\xA0-\xFF€‘’“”–—•…™]/;

/** The text with characters the standard fonts cannot draw replaced, on one line. */
export function pdfText(text: string): string {
  let result = '';
  for (const character of text.replace(/\s+/g, ' ')) {
    result += ENCODABLE.test(character) ? character : '?';
  }
  return result.trim();
}

/** Euro amount from cents, Belgian style: € 1.234,56. */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const whole = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = (absolute % 100).toString().padStart(2, '0');
  return `${sign}€ ${whole},${fraction}`;
}

/** A #rrggbb colour; black when malformed. */
export function colour(hex: string): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return rgb(0, 0, 0);
  const [, r = '0', g = '0', b = '0'] = match;
  return rgb(
    Number.parseInt(r, 16) / 255,
    Number.parseInt(g, 16) / 255,
    Number.parseInt(b, 16) / 255,
  );
}

/** Splits text into lines no wider than `width` at the given measure. */
export function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pdfText(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
