// Sharing the referral link: the Web Share API where the browser has it (phones,
// Safari, Edge), copying to the clipboard otherwise or when sharing fails. A share the customer
// cancels is no failure and copies nothing.

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** What the functions need of `navigator`; a test passes its own. */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

const browser = (): ShareTarget => (typeof navigator === 'undefined' ? {} : navigator);

/** Whether the browser can share a link (the share button shows only then). */
export function canShareLink(target: ShareTarget = browser()): boolean {
  if (typeof target.share !== 'function') return false;
  return typeof target.canShare !== 'function' || target.canShare({ url: 'https://example.be/' });
}

export async function copyText(text: string, target: ShareTarget = browser()): Promise<boolean> {
  try {
    if (!target.clipboard) return false;
    await target.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export async function shareOrCopy(
  content: ShareContent,
  target: ShareTarget = browser(),
): Promise<ShareOutcome> {
  if (canShareLink(target) && target.share) {
    try {
      await target.share(content);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(content.url, target)) ? 'copied' : 'failed';
}

/** The referral link on this portal's own address. */
export function referralLink(origin: string, path: string): string {
  return new URL(path, origin).href;
}
