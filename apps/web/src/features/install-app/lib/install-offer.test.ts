import { PROMPT_DECLINE_MEMORY_MS } from '@portal/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type InstallSituation,
  installDeclinedRecently,
  installOfferFor,
  isIosSafari,
  rememberInstallDeclined,
} from './install-offer';

const returning: InstallSituation = {
  standalone: false,
  hasInstallPrompt: true,
  iosSafari: false,
  declinedRecently: false,
  visits: 2,
};

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const iPhoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.156 Mobile/15E148 Safari/604.1';
const iPadSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';

describe('install offer', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('installs through the kept browser offer from the second visit on', () => {
    expect(installOfferFor({ ...returning, visits: 1 })).toBeNull();
    expect(installOfferFor(returning)).toBe('prompt');
    expect(installOfferFor({ ...returning, visits: 7 })).toBe('prompt');
  });

  it('offers nothing when the portal runs installed or was declined lately', () => {
    expect(installOfferFor({ ...returning, standalone: true })).toBeNull();
    expect(installOfferFor({ ...returning, declinedRecently: true })).toBeNull();
    expect(installOfferFor({ ...returning, iosSafari: true, standalone: true })).toBeNull();
  });

  it('gives instructions on iOS Safari, which has no install event, and nothing elsewhere', () => {
    const noEvent = { ...returning, hasInstallPrompt: false };
    expect(installOfferFor({ ...noEvent, iosSafari: true })).toBe('ios-instructions');
    expect(installOfferFor(noEvent)).toBeNull();
  });

  it('recognises Safari on iPhone and iPad, not Chrome on iOS or Android', () => {
    expect(isIosSafari(iPhoneSafari, 5)).toBe(true);
    expect(isIosSafari(iPadSafari, 5)).toBe(true);
    expect(isIosSafari(iPadSafari, 0)).toBe(false);
    expect(isIosSafari(iPhoneChrome, 5)).toBe(false);
    expect(isIosSafari(androidChrome, 5)).toBe(false);
  });

  it('remembers a decline for the prompt decline memory (90 days)', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') });
    rememberInstallDeclined();
    vi.setSystemTime(Date.now() + PROMPT_DECLINE_MEMORY_MS - 1);
    expect(installDeclinedRecently()).toBe(true);
    vi.setSystemTime(Date.now() + 1);
    expect(installDeclinedRecently()).toBe(false);
  });
});
