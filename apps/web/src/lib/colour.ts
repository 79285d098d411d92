// The few colour calculations the tenant's branding needs (decision 026): parsing a CSS colour of
// the portal configuration, WCAG contrast, darkening and transparency. The same formulas as MUI's
// colour helpers (`getContrastRatio`, `darken`, `alpha`), which the first page no longer loads.

/** Red, green and blue (0–255) and alpha (0–1). */
export type Rgba = readonly [number, number, number, number];

/** `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)`; anything else is black, as MUI treats it. */
export function parseColour(colour: string): Rgba {
  const value = colour.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (at: number) => Number.parseInt(full.slice(at, at + 2), 16);
    return [channel(0), channel(2), channel(4), 1];
  }
  const numbers = /^rgba?\(([^)]+)\)$/i
    .exec(value)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (numbers && numbers.length >= 3) {
    const [r, g, b, a = '1'] = numbers.map((part) => part.trim());
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  return [0, 0, 0, 1];
}

/** Channels cut to whole numbers, as MUI writes them. */
export function formatColour([r, g, b, a]: Rgba): string {
  const rgb = [r, g, b].map((channel) => Math.trunc(channel)).join(', ');
  return a === 1 ? `rgb(${rgb})` : `rgba(${rgb}, ${a})`;
}

/** WCAG relative luminance. */
export function luminance(colour: string): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseColour(colour).slice(0, 3).map(linear) as [number, number, number];
  return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour with each channel moved towards black by `amount` (0–1). */
export function darken(colour: string, amount: number): string {
  const [r, g, b, a] = parseColour(colour);
  return formatColour([r * (1 - amount), g * (1 - amount), b * (1 - amount), a]);
}

/** The colour at `opacity`. */
export function withAlpha(colour: string, opacity: number): string {
  const [r, g, b] = parseColour(colour);
  return formatColour([r, g, b, opacity]);
}

/** The colour darkened in 5 % steps until it has `ratio` against every one of `surfaces`. */
export function readableOn(colour: string, surfaces: readonly string[], ratio = 4.5): string {
  for (let step = 0; step <= 20; step += 1) {
    const darker = darken(colour, step * 0.05);
    if (surfaces.every((surface) => contrastRatio(darker, surface) >= ratio)) return darker;
  }
  return '#000000';
}
