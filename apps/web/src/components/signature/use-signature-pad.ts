// Owns one signature_pad instance on a canvas: the spec's settings, a canvas sized to its box at
// the device pixel ratio (strokes kept across resizes via toData/fromData), and the widget's
// actions clear, undo, save, lock, load (an image) and type (a typed name, typed-signature.ts).
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import SignaturePad from 'signature_pad';
import {
  assertSignatureType,
  DEFAULT_SIGNATURE_TYPE,
  dataUrlType,
  EMPTY_SIGNATURE,
  SIGNATURE_PAD_OPTIONS,
  type SignatureImageType,
  type SignatureResult,
} from './signature-options';
import { loadTypedSignatureFont, typedSignatureImage } from './typed-signature';

export interface SignaturePadActions {
  clear(): void;
  /** Removes the last stroke (or, with no strokes left, a loaded image or typed name). */
  undo(): void;
  /** The drawing as a data URL (PNG by default); an empty pad gives { isEmpty: true }. */
  save(type?: SignatureImageType): SignatureResult;
  /** Read-only on (true) or off (false). */
  lock(locked: boolean): void;
  /** Draws an image of png, jpeg or svg type; any other type throws SignatureImageTypeError. */
  load(image: Blob | string): Promise<void>;
  /** Writes the name in a handwriting font on the sign line, in place of what the pad held. */
  type(name: string): Promise<void>;
}

/** What the pad shows under the strokes: nothing, a loaded image or a typed name. */
type Underlay = { image: string } | { name: string } | null;

export interface PadChange {
  isEmpty: boolean;
  /** The typed name the pad shows, or '' once it no longer shows one. */
  typedName: string;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function sizeOf(canvas: HTMLCanvasElement) {
  return {
    width: canvas.offsetWidth,
    height: canvas.offsetHeight,
    ratio: Math.max(window.devicePixelRatio || 1, 1),
  };
}

export function useSignaturePad(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  onChange: (change: PadChange) => void,
): SignaturePadActions {
  const padRef = useRef<SignaturePad | null>(null);
  // Neither a loaded image nor a typed name is part of toData(), so they are kept to paint them
  // again after a resize or an undo (a typed name is written anew at the new size).
  const underlayRef = useRef<Underlay>(null);
  // Repaints with an image run one after the other: each clears the canvas and waits for its
  // image, so two at once (fast typing) would leave both images on the pad. A repaint that a
  // newer one follows is skipped: only the newest name is worth writing.
  const paintingRef = useRef<Promise<void>>(Promise.resolve());
  const pendingRef = useRef(0);
  const newestRef = useRef(0);
  const reportRef = useRef(onChange);
  reportRef.current = onChange;

  const report = useCallback(() => {
    const underlay = underlayRef.current;
    reportRef.current({
      isEmpty: padRef.current?.isEmpty() ?? true,
      typedName: underlay && 'name' in underlay ? underlay.name : '',
    });
  }, []);

  /**
   * Clears the pad and paints the underlay, then `strokes` over it. Strokes alone are painted at
   * once (undefined); with an image, the returned promise settles once it is on the pad.
   */
  const repaint = useCallback(
    (strokes: ReturnType<SignaturePad['toData']>): Promise<void> | undefined => {
      newestRef.current += 1;
      const ticket = newestRef.current;
      const paint = async () => {
        const pad = padRef.current;
        const canvas = canvasRef.current;
        if (!pad || !canvas || ticket !== newestRef.current) return;
        pad.clear();
        const underlay = underlayRef.current;
        const image =
          underlay && 'name' in underlay
            ? typedSignatureImage(underlay.name, sizeOf(canvas))
            : underlay?.image;
        if (image) await pad.fromDataURL(image);
        pad.fromData(strokes, { clear: false });
      };
      if (pendingRef.current === 0 && !underlayRef.current) {
        padRef.current?.clear();
        padRef.current?.fromData(strokes, { clear: false });
        return undefined;
      }
      pendingRef.current += 1;
      const painted = paintingRef.current.then(paint).finally(() => {
        pendingRef.current -= 1;
      });
      paintingRef.current = painted.catch(() => undefined);
      return painted;
    },
    [canvasRef],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, SIGNATURE_PAD_OPTIONS);
    padRef.current = pad;
    pad.addEventListener('endStroke', report);

    let width = 0;
    const resize = () => {
      // A width change only: phones resize the viewport's height while scrolling.
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const { ratio } = sizeOf(canvas);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      void repaint(strokes);
    };
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(canvas);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, [canvasRef, report, repaint]);

  const clear = useCallback(() => {
    underlayRef.current = null;
    padRef.current?.clear();
    report();
  }, [report]);

  const undo = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = pad.toData();
    if (strokes.length === 0) underlayRef.current = null;
    const painted = repaint(strokes.slice(0, -1));
    if (painted) void painted.then(report);
    else report();
  }, [repaint, report]);

  const save = useCallback((type: SignatureImageType = DEFAULT_SIGNATURE_TYPE) => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return EMPTY_SIGNATURE;
    return { isEmpty: false as const, data: pad.toDataURL(type) };
  }, []);

  const lock = useCallback((locked: boolean) => {
    if (locked) padRef.current?.off();
    else padRef.current?.on();
  }, []);

  const load = useCallback(
    async (image: Blob | string) => {
      assertSignatureType(typeof image === 'string' ? dataUrlType(image) : image.type);
      underlayRef.current = {
        image: typeof image === 'string' ? image : await readAsDataUrl(image),
      };
      await repaint([]);
      report();
    },
    [repaint, report],
  );

  const type = useCallback(
    async (name: string) => {
      underlayRef.current = name.trim() ? { name } : null;
      // Reported at once, so that the field keeps what was typed while the font loads.
      report();
      await loadTypedSignatureFont();
      await repaint([]);
      report();
    },
    [repaint, report],
  );

  return useMemo(
    () => ({ clear, undo, save, lock, load, type }),
    [clear, undo, save, lock, load, type],
  );
}
