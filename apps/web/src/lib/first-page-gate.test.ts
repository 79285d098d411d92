import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Gate = typeof import('./first-page-gate');

/** A fresh copy of the module: its state is the page's, once per load. */
async function freshGate(): Promise<Gate> {
  vi.resetModules();
  return import('./first-page-gate');
}

/** Whether `promise` has settled once pending tasks and microtasks ran. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the first page gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lets the first navigation call at once: the page cannot show without its loaders', async () => {
    const gate = await freshGate();
    expect(await settles(gate.firstPagePainted())).toBe(true);
  });

  it('holds calls from the render until the browser reports the content on the screen', async () => {
    let report: () => void = () => undefined;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const gate = await freshGate();

    gate.firstPageRendered();
    const held = gate.firstPagePainted();
    expect(await settles(held)).toBe(false);

    report();
    expect(await settles(held)).toBe(true);
    // From then on nothing waits, and a second render does not close the gate again.
    gate.firstPageRendered();
    expect(await settles(gate.firstPagePainted())).toBe(true);
  });

  it('waits for two animation frames where the browser reports no paint', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    const gate = await freshGate();

    gate.firstPageRendered();
    const held = gate.firstPagePainted();
    frames.shift()?.(0);
    expect(await settles(held)).toBe(false);
    frames.shift()?.(16);
    expect(await settles(held)).toBe(true);
  });

  it('opens after a second when no paint is reported (a tab in the background)', async () => {
    class SilentObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    const gate = await freshGate();

    gate.firstPageRendered();
    const held = gate.firstPagePainted();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settles(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settles(held)).toBe(true);
  });
});
