// The pure parts of the signature widget: the spec's pad settings, the accepted image types with
// the spec's error for others, the empty result, and data URLs turned into upload files.
import { describe, expect, it } from 'vitest';
import {
  assertSignatureType,
  DEFAULT_SIGNATURE_TYPE,
  dataUrlToBlob,
  dataUrlType,
  EMPTY_SIGNATURE,
  isSupportedSignatureType,
  SIGNATURE_PAD_OPTIONS,
  SignatureImageTypeError,
} from './signature-options';

describe('signature options', () => {
  it('uses exactly the settings of spec §9', () => {
    expect(SIGNATURE_PAD_OPTIONS).toEqual({
      minWidth: 0.5,
      maxWidth: 2.5,
      throttle: 16,
      minDistance: 5,
      velocityFilterWeight: 0.7,
      penColor: 'black',
      backgroundColor: 'rgba(0,0,0,0)',
    });
    expect(DEFAULT_SIGNATURE_TYPE).toBe('image/png');
  });

  it('accepts png, jpeg and svg only', () => {
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/svg+xml',
      'IMAGE/PNG',
      'image/png; x=1',
    ]) {
      expect(isSupportedSignatureType(type), type).toBe(true);
      expect(() => assertSignatureType(type)).not.toThrow();
    }
    for (const type of ['image/gif', 'image/webp', 'application/pdf', '']) {
      expect(isSupportedSignatureType(type), type).toBe(false);
    }
  });

  it('raises the spec error listing the supported types for any other type', () => {
    let caught: unknown;
    try {
      assertSignatureType('image/gif');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SignatureImageTypeError);
    expect((caught as SignatureImageTypeError).message).toBe(
      'The image type is incorrect. Supported types: image/png, image/jpeg, image/svg+xml.',
    );
    expect((caught as SignatureImageTypeError).type).toBe('image/gif');
  });

  it('reports an empty signature as isEmpty with no data', () => {
    expect(EMPTY_SIGNATURE).toEqual({ isEmpty: true, data: undefined });
  });

  it('reads the type of a data URL and turns it into a file of that type', async () => {
    expect(dataUrlType('data:image/png;base64,iVBORw0K')).toBe('image/png');
    expect(dataUrlType('data:image/svg+xml,<svg/>')).toBe('image/svg+xml');
    expect(dataUrlType('not a data url')).toBe('');
    const blob = dataUrlToBlob(`data:image/png;base64,${btoa('\x89PNG\r\n')}`);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 13, 10]);
    const svg = dataUrlToBlob(`data:image/svg+xml,${encodeURIComponent('<svg/>')}`);
    expect(await svg.text()).toBe('<svg/>');
  });
});
