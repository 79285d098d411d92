// Drives a page with the keyboard alone and records what the user sees at every focus stop
// (focus-indicator.ts): Tab or Shift+Tab until an element has focus, then Enter, Space or typing.
import type { Locator, Page } from 'playwright-core';
import { type FocusStop, inspectFocus } from './focus-indicator.ts';

export interface KeyboardWalk {
  /** Every focus stop so far, in order. */
  stops: FocusStop[];
  /** Presses a key and records the focus stop it leads to. */
  press(key: string): Promise<void>;
  /**
   * Presses a key that starts something slow (a submit): the control is busy meanwhile, so the
   * focus stop is recorded with `record` once the result is on screen.
   */
  activate(key: string): Promise<void>;
  /** Records where focus is now. */
  record(): Promise<void>;
  /** Presses Tab (Shift+Tab backwards) until `target` has focus. */
  tabTo(target: Locator, options?: { backwards?: boolean }): Promise<void>;
}

/** No page of the portal has more stops than this between two targets. */
const MOST_PRESSES = 80;

export function keyboardWalk(page: Page): KeyboardWalk {
  const stops: FocusStop[] = [];
  const record = async () => {
    stops.push(await inspectFocus(page));
  };
  const press = async (key: string) => {
    await page.keyboard.press(key);
    await record();
  };
  return {
    stops,
    press,
    record,
    activate: (key) => page.keyboard.press(key),
    async tabTo(target, { backwards = false } = {}) {
      await target.waitFor();
      for (let presses = 0; presses <= MOST_PRESSES; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await press(backwards ? 'Shift+Tab' : 'Tab');
      }
      throw new Error(`${MOST_PRESSES} presses did not bring focus to ${target}`);
    },
  };
}
