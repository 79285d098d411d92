// Owns one signature_pad instance on a canvas: the spec's settings, a canvas sized to its box at
// the device pixel ratio (strokes kept across resizes via toData/fromData), and the widget's
// actions clear, undo, save and lock.
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

export interface SignaturePadActions {
  clear(): void;
  /** Removes the last stroke (or, with no strokes left, a loaded image). */
  undo(): void;
  /** The drawing as a data URL (PNG by default); an empty pad gives { isEmpty: true }. */
  save(type?: SignatureImageType): SignatureResult;
  /** Read-only on (true) or off (false). */
  lock(locked: boolean): void;
  /** Draws an image of png, jpeg or svg type; any other type throws SignatureImageTypeError. */
  load(image: Blob | string): Promise<void>;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export function useSignaturePad(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  onEmptyChange: (isEmpty: boolean) => void,
): SignaturePadActions {
  const padRef = useRef<SignaturePad | null>(null);
  // A loaded image is not part of toData(), so it is kept to redraw it after a resize or undo.
  const imageRef = useRef<string | null>(null);
  const reportRef = useRef(onEmptyChange);
  reportRef.current = onEmptyChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, SIGNATURE_PAD_OPTIONS);
    padRef.current = pad;
    const onEnd = () => reportRef.current(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);

    let width = 0;
    const resize = () => {
      // A width change only: phones resize the viewport's height while scrolling.
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (imageRef.current) void pad.fromDataURL(imageRef.current);
      pad.fromData(strokes, { clear: false });
    };
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(canvas);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [canvasRef]);

  const clear = useCallback(() => {
    imageRef.current = null;
    padRef.current?.clear();
    reportRef.current(true);
  }, []);

  const undo = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = pad.toData().slice(0, -1);
    if (strokes.length === pad.toData().length) imageRef.current = null;
    pad.clear();
    if (imageRef.current) void pad.fromDataURL(imageRef.current);
    pad.fromData(strokes, { clear: false });
    reportRef.current(pad.isEmpty());
  }, []);

  const save = useCallback((type: SignatureImageType = DEFAULT_SIGNATURE_TYPE) => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return EMPTY_SIGNATURE;
    return { isEmpty: false as const, data: pad.toDataURL(type) };
  }, []);

  const lock = useCallback((locked: boolean) => {
    if (locked) padRef.current?.off();
    else padRef.current?.on();
  }, []);

  const load = useCallback(async (image: Blob | string) => {
    assertSignatureType(typeof image === 'string' ? dataUrlType(image) : image.type);
    const dataUrl = typeof image === 'string' ? image : await readAsDataUrl(image);
    const pad = padRef.current;
    if (!pad) return;
    pad.clear();
    imageRef.current = dataUrl;
    await pad.fromDataURL(dataUrl);
    reportRef.current(pad.isEmpty());
  }, []);

  return useMemo(() => ({ clear, undo, save, lock, load }), [clear, undo, save, lock, load]);
}
