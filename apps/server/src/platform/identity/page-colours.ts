// Colours of the provider's pages from a tenant's two brand colours, always readable: WCAG AA asks
// 4.5:1 for text. A lime green button gets dark text, a deep blue one white (as the SPA's theme
// does with MUI's contrastThreshold 4.5), and a brand colour too light for text on white is
// darkened until it passes.

const darkText = '#1f2328';
const white = '#ffffff';
const minimumContrast = 4.5;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

function hexOf([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const a = rgbOf(first);
  const b = rgbOf(second);
  if (!a || !b) return 1;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour (dark or white) that reads best on `background`. */
export function textOn(background: string): string {
  return contrastRatio(darkText, background) >= contrastRatio(white, background) ? darkText : white;
}

/** `colour`, darkened in small steps until text in it reads on white. */
export function readableOnWhite(colour: string): string {
  const rgb = rgbOf(colour);
  if (!rgb) return darkText;
  for (let factor = 1; factor > 0; factor -= 0.05) {
    const candidate = hexOf(rgb.map((value) => value * factor) as Rgb);
    if (contrastRatio(candidate, white) >= minimumContrast) return candidate;
  }
  return darkText;
}

/** `colour` at `alpha` opacity, for tints behind icons. */
export function tint(colour: string, alpha: number): string {
  const rgb = rgbOf(colour);
  return rgb ? `rgba(${rgb.join(',')},${alpha})` : 'transparent';
}

export const pageInk = darkText;
