// Draws an SVG signature (as signature_pad writes it: stroked <path>s and <circle> dots) into a
// box of a PDF page with pdf-lib's path drawing; pdf-lib cannot embed SVG images. Other SVG
// content is ignored. Returns false when nothing drawable was found.
import { type PDFPage, rgb } from 'pdf-lib';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function attribute(element: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(element);
  return match?.[1];
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function drawSvgSignature(page: PDFPage, svgText: string, box: Box): boolean {
  const root = /<svg[^>]*>/i.exec(svgText)?.[0] ?? '';
  const viewBox = (attribute(root, 'viewBox') ?? '').split(/[\s,]+/).map(Number);
  const width = number(attribute(root, 'width'), viewBox[2] ?? 0) || 300;
  const height = number(attribute(root, 'height'), viewBox[3] ?? 0) || 150;
  const scale = Math.min((box.width - 8) / width, (box.height - 8) / height);
  const left = box.x + (box.width - width * scale) / 2;
  const top = box.y + box.height - (box.height - height * scale) / 2;
  const black = rgb(0, 0, 0);
  let drawn = 0;
  for (const element of svgText.match(/<path\b[^>]*>/gi) ?? []) {
    const d = attribute(element, 'd');
    if (!d || !/^[\sMmLlHhVvCcSsQqTtAaZz0-9.,eE+-]+$/.test(d)) continue;
    const strokeWidth = number(attribute(element, 'stroke-width'), 1) * scale;
    page.drawSvgPath(d, { x: left, y: top, scale, borderColor: black, borderWidth: strokeWidth });
    drawn += 1;
  }
  for (const element of svgText.match(/<circle\b[^>]*>/gi) ?? []) {
    const radius = number(attribute(element, 'r'), 0) * scale;
    if (radius <= 0) continue;
    const cx = left + number(attribute(element, 'cx'), 0) * scale;
    const cy = top - number(attribute(element, 'cy'), 0) * scale;
    page.drawCircle({ x: cx, y: cy, size: radius, color: black });
    drawn += 1;
  }
  return drawn > 0;
}
