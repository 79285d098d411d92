// The image pool bounds how many images are worked on at once, how many wait, and how long an
// answer takes (decision 067): a flood answers 503 instead of taking libuv's threads.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { ImagePool } from './image-pool.ts';

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error instanceof AppError ? error.code : String(error);
}

describe('the image pool', () => {
  it('works on at most `concurrency` images at once and answers 503 beyond its queue', async () => {
    const pool = new ImagePool({ concurrency: 2, queued: 3, timeoutMs: 5_000 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await later(30, undefined);
      running -= 1;
      return 'done';
    };
    const accepted = Array.from({ length: 5 }, () => pool.run(task));
    expect(await codeOf(pool.run(task))).toBe('UNAVAILABLE');
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('done'));
    expect(most).toBe(2);
    expect(await pool.run(task)).toBe('done');
  });

  it('answers 503 at its time limit and keeps the slot until the task really ends', async () => {
    const pool = new ImagePool({ concurrency: 1, queued: 1, timeoutMs: 50 });
    let slowEnded = false;
    const slow = pool.run(async () => {
      await later(200, undefined);
      slowEnded = true;
    });
    const waiting = pool.run(() => later(1, 'never started in time'));
    const started = performance.now();
    expect(await codeOf(slow)).toBe('UNAVAILABLE');
    expect(await codeOf(waiting)).toBe('UNAVAILABLE');
    expect(performance.now() - started).toBeLessThan(150);
    expect(slowEnded).toBe(false);
    // The slot is still taken: a new task waits for the slow one, then runs.
    const next = pool.run(() => later(1, slowEnded));
    expect(await codeOf(next)).toBe('UNAVAILABLE');
    await later(200, undefined);
    expect(await pool.run(() => later(1, slowEnded))).toBe(true);
  });

  it('passes a task’s own refusal through', async () => {
    const pool = new ImagePool({ concurrency: 1, queued: 0, timeoutMs: 1_000 });
    const refusal = new AppError('PAYLOAD_TOO_LARGE', 'too large');
    await expect(pool.run(() => Promise.reject(refusal))).rejects.toBe(refusal);
  });
});
