import { afterEach, describe, expect, it } from 'vitest';
import { claimPromptSlot, promptSlotHolder, releasePromptSlot } from './prompt-slot';

describe('prompt slot', () => {
  afterEach(() => {
    releasePromptSlot('push');
    releasePromptSlot('install');
  });

  it('lets one dialog ask at a time and frees the slot when it closes', () => {
    expect(claimPromptSlot('push')).toBe(true);
    expect(claimPromptSlot('install')).toBe(false);
    expect(claimPromptSlot('push')).toBe(true);
    releasePromptSlot('install');
    expect(promptSlotHolder()).toBe('push');
    releasePromptSlot('push');
    expect(claimPromptSlot('install')).toBe(true);
  });
});
