// The signature widget with the real signature_pad; happy-dom has no canvas, so only the canvas
// boundary is replaced: a 2D context that draws nothing and a toDataURL that returns a fixed PNG.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { SignaturePadField } from './signature-pad-field';
import { drawDot, FAKE_PNG, stubCanvas } from './signature-test-canvas';
import type { SignaturePadActions } from './use-signature-pad';

describe('signature pad field', () => {
  beforeEach(stubCanvas);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  async function renderPad(locked = false) {
    const ref = createRef<SignaturePadActions>();
    const onEmptyChange = vi.fn();
    const view = await renderWithApp(
      <SignaturePadField
        ref={ref}
        label="Your signature"
        locked={locked}
        onEmptyChange={onEmptyChange}
      />,
    );
    const canvas = await screen.findByRole('img', { name: 'Signature area' });
    return { ref, onEmptyChange, canvas, view };
  }

  it('starts empty: save reports isEmpty with no data, undo and clear are off', async () => {
    const { ref, canvas } = await renderPad();
    expect(canvas.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your signature' })).toBeTruthy();
    expect(ref.current?.save()).toEqual({ isEmpty: true, data: undefined });
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Clear' }).hasAttribute('disabled')).toBe(true);
  });

  it('takes a stroke, saves it as PNG, and undo removes the last stroke', async () => {
    const { ref, canvas, onEmptyChange } = await renderPad();
    drawDot(canvas);
    await waitFor(() => expect(onEmptyChange).toHaveBeenLastCalledWith(false));
    expect(ref.current?.save()).toEqual({ isEmpty: false, data: FAKE_PNG });
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png', undefined);
    drawDot(canvas, 120, 80);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onEmptyChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onEmptyChange).toHaveBeenLastCalledWith(true);
    expect(ref.current?.save()).toEqual({ isEmpty: true, data: undefined });
  });

  it('clear empties the pad', async () => {
    const { ref, canvas, onEmptyChange } = await renderPad();
    drawDot(canvas);
    await waitFor(() => expect(onEmptyChange).toHaveBeenLastCalledWith(false));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onEmptyChange).toHaveBeenLastCalledWith(true);
    expect(ref.current?.save().isEmpty).toBe(true);
  });

  it('takes no strokes while locked', async () => {
    const { ref, canvas, onEmptyChange } = await renderPad(true);
    drawDot(canvas);
    expect(onEmptyChange).not.toHaveBeenCalled();
    expect(ref.current?.save().isEmpty).toBe(true);
    expect(screen.getByRole('button', { name: 'Load image' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('textbox', { name: 'Or type your full name' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('refuses an image of another type with the spec message listing the supported types', async () => {
    const { ref } = await renderPad();
    await expect(ref.current?.load(new Blob(['GIF89a'], { type: 'image/gif' }))).rejects.toThrow(
      'The image type is incorrect. Supported types: image/png, image/jpeg, image/svg+xml.',
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toBe('image/png,image/jpeg,image/svg+xml');
    const gif = new File(['GIF89a'], 'signature.gif', { type: 'image/gif' });
    await act(async () => {
      fireEvent.change(input as HTMLInputElement, { target: { files: [gif] } });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The image type is incorrect. Supported types: PNG, JPEG, SVG.',
    );
  });

  it('opens the file chooser from a real button, so a keyboard can load an image', async () => {
    await renderPad();
    const button = screen.getByRole('button', { name: 'Load image' });
    expect(button.tagName).toBe('BUTTON');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const opened = vi.spyOn(input as HTMLInputElement, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('writes a typed name on the pad, which then saves a PNG; clear empties both', async () => {
    const { ref, onEmptyChange } = await renderPad();
    const field = screen.getByRole('textbox', { name: 'Or type your full name' });
    fireEvent.change(field, { target: { value: 'Jan Peeters' } });
    await waitFor(() => expect(onEmptyChange).toHaveBeenLastCalledWith(false));
    expect(ref.current?.save()).toEqual({ isEmpty: false, data: FAKE_PNG });
    expect((field as HTMLInputElement).value).toBe('Jan Peeters');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onEmptyChange).toHaveBeenLastCalledWith(true);
    expect((field as HTMLInputElement).value).toBe('');
    expect(ref.current?.save().isEmpty).toBe(true);
  });

  it('undoes a typed name once no stroke is left, and an emptied name empties the pad', async () => {
    const { ref, canvas, onEmptyChange } = await renderPad();
    const field = screen.getByRole('textbox', { name: 'Or type your full name' });
    fireEvent.change(field, { target: { value: 'Jan' } });
    await waitFor(() => expect(ref.current?.save().isEmpty).toBe(false));
    drawDot(canvas);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(onEmptyChange).toHaveBeenLastCalledWith(false));
    expect((field as HTMLInputElement).value).toBe('Jan');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(ref.current?.save().isEmpty).toBe(true);

    fireEvent.change(field, { target: { value: 'Jan' } });
    await waitFor(() => expect(ref.current?.save().isEmpty).toBe(false));
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(onEmptyChange).toHaveBeenLastCalledWith(true));
  });
});
