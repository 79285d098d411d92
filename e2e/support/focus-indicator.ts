/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// What a keyboard user sees at a focus stop: the focused element's indicator (its outline or a
// box-shadow ring, at least 2 px, in a colour with 3:1 or more against what lies behind it), on
// screen and not cut off by a scrolling or clipping parent. A text field's or checkbox's visible
// box is its MUI root, not the bare input inside it. Gradients behind a ring are not measured
// (the pages the keyboard journey visits have none).
import type { Page } from 'playwright-core';

export interface FocusStop {
  /** Tag, accessible text and page of the focused element, for a readable failure. */
  element: string;
  /** Empty when the indicator is clearly visible; else why not. */
  problems: string[];
}

/** Reads the indicator of the focused element once its own transitions have ended. */
export function inspectFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, colour.startsWith('rgba') ? a : 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      const mix = (index: 0 | 1 | 2) => top[index] * alpha + bottom[index] * (1 - alpha);
      return [mix(0), mix(1), mix(2), 1];
    };
    /** The colour painted behind `from`'s box: its and its ancestors' backgrounds, on white. */
    const backdrop = (from: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = from; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) {
      return { element: `nothing (${location.pathname})`, problems: ['no element has focus'] };
    }
    const host = focused.matches('input, textarea, select, [role="combobox"]')
      ? (focused.closest('.MuiInputBase-root, .MuiButtonBase-root') ?? focused)
      : focused;
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
    const element = `${focused.tagName.toLowerCase()} "${name.slice(0, 40)}" (${location.pathname})`;
    const finite = (animation: Animation) =>
      animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
    await Promise.all(
      host
        .getAnimations()
        .filter(finite)
        .map((animation) => animation.finished.catch(() => undefined)),
    );

    const style = getComputedStyle(host);
    const bands: { colour: Rgba; width: number; inside: boolean; reach: number }[] = [];
    const outlineWidth = Number.parseFloat(style.outlineWidth);
    const outlineOffset = Number.parseFloat(style.outlineOffset) || 0;
    if (style.outlineStyle !== 'none' && outlineWidth > 0) {
      bands.push({
        colour: parse(style.outlineColor),
        width: outlineWidth,
        inside: outlineOffset + outlineWidth <= 0,
        reach: Math.max(0, outlineOffset + outlineWidth),
      });
    }
    // Box-shadow rings: "rgb(…) 0px 0px 0px 2px" (blur 0, spread as the width), maybe inset.
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = shadow.match(/rgba?\([^)]*\)/)?.[0];
      const lengths = shadow
        .replace(/rgba?\([^)]*\)/, '')
        .match(/-?[\d.]+px/g)
        ?.map(Number.parseFloat);
      if (!colour || !lengths || lengths.length < 4) continue;
      const [, , blur = 0, spread = 0] = lengths;
      if (blur !== 0 || spread <= 0) continue;
      const inside = shadow.includes('inset');
      bands.push({ colour: parse(colour), width: spread, inside, reach: inside ? 0 : spread });
    }

    const problems: string[] = [];
    const readable = bands.filter((band) => {
      if (band.width < 2 || band.colour[3] < 1) return false;
      const behind = band.inside ? backdrop(host) : backdrop(host.parentElement);
      return contrast(band.colour, behind) >= 3;
    });
    if (readable.length === 0) {
      problems.push(
        `no indicator of 2 px or more with 3:1 against its background (outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow ${style.boxShadow})`,
      );
    }

    // On screen, not under a fixed bar, not cut off by a parent that clips.
    const reach = Math.max(0, ...readable.map((band) => band.reach));
    const box = host.getBoundingClientRect();
    const ring = {
      left: box.left - reach,
      top: box.top - reach,
      right: box.right + reach,
      bottom: box.bottom + reach,
    };
    // A region taller or wider than the window (the main area, which takes focus when a
    // navigation removed the focused element) cannot show its whole ring: along that axis its
    // ring only has to cross the window, so that its sides are seen.
    const fits = (start: number, end: number, size: number) =>
      end - start <= size ? start >= 0 && end <= size : start < size && end > 0;
    if (!fits(ring.top, ring.bottom, innerHeight) || !fits(ring.left, ring.right, innerWidth)) {
      problems.push('the ring is not fully on screen');
    }
    // The middle of the part on screen (all of it, but for a region larger than the window).
    const hit = document.elementFromPoint(
      (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2,
      (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2,
    );
    if (!hit || !(host.contains(hit) || hit.contains(host))) {
      problems.push(`covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}`);
    }
    for (let parent = host.parentElement; parent; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      const tolerance = 0.5;
      if (
        ring.left < clip.left - tolerance ||
        ring.top < clip.top - tolerance ||
        ring.right > clip.right + tolerance ||
        ring.bottom > clip.bottom + tolerance
      ) {
        problems.push(`the ring is cut off by ${parent.tagName.toLowerCase()}.${parent.className}`);
        break;
      }
    }
    return { element, problems };
  });
}
