import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrSave } from './document-download';

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

function stubShare(share: (data: ShareData) => Promise<void>, canShare = true) {
  vi.stubGlobal('navigator', { ...navigator, canShare: () => canShare, share: vi.fn(share) });
  return navigator.share as ReturnType<typeof vi.fn>;
}

function spyOnSave() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

describe('share-download', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shares the file itself through the Web Share API where files can be shared', async () => {
    const share = stubShare(async () => undefined);
    const save = spyOnSave();
    await shareOrSave(pdf, 'Invoice12.pdf');
    const shared = share.mock.calls[0]?.[0] as ShareData;
    expect(shared.files?.map((file) => file.name)).toEqual(['Invoice12.pdf']);
    expect(save).not.toHaveBeenCalled();
  });

  it('downloads instead where the browser cannot share files', async () => {
    const share = stubShare(async () => undefined, false);
    const save = spyOnSave();
    await shareOrSave(pdf, 'Invoice12.pdf');
    expect(share).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledOnce();
  });

  it('downloads instead when the browser refuses the share, and not when the customer cancels', async () => {
    stubShare(async () => {
      throw new DOMException('no activation', 'NotAllowedError');
    });
    const save = spyOnSave();
    await shareOrSave(pdf, 'Invoice12.pdf');
    expect(save).toHaveBeenCalledOnce();
    stubShare(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    await shareOrSave(pdf, 'Invoice12.pdf');
    expect(save).toHaveBeenCalledOnce();
  });
});
