import { TICKET_PHOTO_MAX_BYTES, TICKET_PHOTOS_PER_UPLOAD } from '@portal/contract/support';
import { describe, expect, it } from 'vitest';
import { photoProblems } from './photo-checks';

function file(name: string, type: string, size: number): File {
  const photo = new File(['x'], name, { type });
  Object.defineProperty(photo, 'size', { value: size });
  return photo;
}

describe('photoProblems', () => {
  it('accepts what a phone takes, HEIC by its name when it has no type', () => {
    const photos = [
      file('a.jpg', 'image/jpeg', 1000),
      file('b.png', 'image/png', 1000),
      file('c.webp', 'image/webp', 1000),
      file('d.HEIC', '', 1000),
      file('e.heic', 'image/heic', 1000),
    ];
    expect(photoProblems(photos)).toEqual([]);
  });

  it("says 'File {name} is too big' for a photo the browser cannot make smaller", () => {
    const big = TICKET_PHOTO_MAX_BYTES + 1;
    expect(photoProblems([file('IMG_1.HEIC', 'image/heic', big)])).toEqual([
      { kind: 'tooBig', name: 'IMG_1.HEIC' },
    ]);
    // A JPEG is downscaled in the browser before it goes: its size as picked does not count.
    expect(photoProblems([file('big.jpg', 'image/jpeg', big)])).toEqual([]);
  });

  it('refuses what is not a photo, and too many at once', () => {
    expect(photoProblems([file('notes.pdf', 'application/pdf', 10)])).toEqual([
      { kind: 'notAPhoto', name: 'notes.pdf' },
    ]);
    const many = Array.from({ length: TICKET_PHOTOS_PER_UPLOAD + 1 }, (_, index) =>
      file(`${index}.jpg`, 'image/jpeg', 10),
    );
    expect(photoProblems(many)).toEqual([{ kind: 'tooMany', max: TICKET_PHOTOS_PER_UPLOAD }]);
  });
});
