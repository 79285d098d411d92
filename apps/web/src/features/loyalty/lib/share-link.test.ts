import { describe, expect, it, vi } from 'vitest';
import { canShareLink, referralLink, type ShareTarget, shareOrCopy } from './share-link';

const content = {
  title: 'Zonnewende',
  text: 'Join me',
  url: 'https://demo.example.be/referral/PEETERS2',
};

function target(overrides: Partial<ShareTarget> = {}) {
  const writeText = vi.fn(async (_text: string) => undefined);
  return { writeText, target: { clipboard: { writeText }, ...overrides } };
}

describe('sharing the referral link', () => {
  it('shares through the Web Share API when the browser has it', async () => {
    const share = vi.fn(async () => undefined);
    const { writeText, target: browser } = target({ share });
    expect(canShareLink(browser)).toBe(true);
    expect(await shareOrCopy(content, browser)).toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without the Web Share API, or when it cannot share a link', async () => {
    const { writeText, target: browser } = target();
    expect(canShareLink(browser)).toBe(false);
    expect(await shareOrCopy(content, browser)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
    const refusing = target({ share: vi.fn(async () => undefined), canShare: () => false });
    expect(await shareOrCopy(content, refusing.target)).toBe('copied');
  });

  it('copies when sharing fails, and does nothing when the customer cancels', async () => {
    const failing = target({ share: vi.fn(async () => Promise.reject(new Error('not allowed'))) });
    expect(await shareOrCopy(content, failing.target)).toBe('copied');
    const abort = new DOMException('cancelled', 'AbortError');
    const cancelled = target({ share: vi.fn(async () => Promise.reject(abort)) });
    expect(await shareOrCopy(content, cancelled.target)).toBe('cancelled');
    expect(cancelled.writeText).not.toHaveBeenCalled();
  });

  it('says when neither works', async () => {
    const broken = { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } };
    expect(await shareOrCopy(content, broken)).toBe('failed');
    expect(await shareOrCopy(content, {})).toBe('failed');
  });

  it('builds the link on the portal’s own address', () => {
    expect(referralLink('http://demo.localhost:3000', '/referral/PEETERS2')).toBe(
      'http://demo.localhost:3000/referral/PEETERS2',
    );
  });
});
