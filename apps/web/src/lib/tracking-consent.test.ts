import { TRACKING_CONSENT_MEMORY_MS } from '@portal/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readTrackingChoice,
  rememberTrackingChoice,
  TRACKING_CONSENT_KEY,
  trackingAllowed,
} from './tracking-consent';

describe('tracking consent', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('has no answer and allows nothing until the customer answers', () => {
    expect(readTrackingChoice()).toBeUndefined();
    expect(trackingAllowed()).toBe(false);
  });

  it('remembers a refusal and an acceptance, and a later change of mind', () => {
    rememberTrackingChoice('refused');
    expect(readTrackingChoice()).toBe('refused');
    expect(trackingAllowed()).toBe(false);
    rememberTrackingChoice('accepted');
    expect(readTrackingChoice()).toBe('accepted');
    expect(trackingAllowed()).toBe(true);
  });

  it('forgets either answer after the consent memory, so the customer is asked again', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    rememberTrackingChoice('accepted');
    vi.setSystemTime(Date.now() + TRACKING_CONSENT_MEMORY_MS - 1);
    expect(readTrackingChoice()).toBe('accepted');
    vi.setSystemTime(Date.now() + 1);
    expect(readTrackingChoice()).toBeUndefined();
    expect(localStorage.getItem(TRACKING_CONSENT_KEY)).toBeNull();
  });

  it('ignores a stored value that is not an answer', () => {
    localStorage.setItem(
      TRACKING_CONSENT_KEY,
      JSON.stringify({ expiry: Date.now() + 60_000, payload: 'maybe' }),
    );
    expect(trackingAllowed()).toBe(false);
  });
});
