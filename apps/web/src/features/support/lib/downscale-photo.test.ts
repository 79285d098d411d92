import { describe, expect, it } from 'vitest';
import { downscalePhoto, fittedSize, jpegName, MAX_EDGE } from './downscale-photo';

describe('fittedSize', () => {
  it('brings the longer side down to the limit, keeping the proportions', () => {
    expect(fittedSize(8000, 6000)).toEqual({ width: MAX_EDGE, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: MAX_EDGE });
  });
  it('never enlarges', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('jpegName', () => {
  it('names the smaller photo as the JPEG it became', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
  });
});

describe('downscalePhoto', () => {
  it('sends the file as it is when the browser cannot decode it', async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 24])], 'IMG.HEIC', { type: 'image/heic' });
    expect(await downscalePhoto(heic)).toBe(heic);
  });
});
