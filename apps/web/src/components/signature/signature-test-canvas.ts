// Test support for pages with the signature widget: happy-dom has no canvas and decodes no
// images, so only those boundaries are replaced (a 2D context that draws nothing and measures
// text 10 px a letter, a toDataURL with a fixed PNG, an image that loads at once) and the real
// signature_pad runs on top of them.
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

export const FAKE_PNG = `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\nsignature')}`;

/** Replaces the canvas's drawing surface (absent in happy-dom) by one that draws nothing. */
export function stubCanvas() {
  const measureText = (text: string) => ({ width: text.length * 10 });
  const context = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'canvas') return undefined;
        return name === 'measureText' ? measureText : () => undefined;
      },
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => FAKE_PNG);
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    setTimeout(() => this.onload?.(new Event('load')));
  });
}

/** One dot on the pad with the mouse, as signature_pad listens for it (pointer events). */
export function drawDot(canvas: HTMLElement, x = 40, y = 50) {
  const init = { clientX: x, clientY: y, buttons: 1, button: 0, pointerId: 1, isPrimary: true };
  fireEvent.pointerDown(canvas, init);
  fireEvent.pointerUp(canvas, { ...init, buttons: 0 });
  fireEvent.pointerUp(document, { ...init, buttons: 0 });
}
