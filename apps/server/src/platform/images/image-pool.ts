// Image decoding and rasterising in their own bounded pool (decision 067). sharp runs each
// pipeline on a thread of libuv's pool, the one that password hashing (scrypt) and file access
// use: four uploads at once took every thread, and a customer of another tenant waited 11 s to
// sign in. Here at most `concurrency` images are worked on at once, at most `queued` wait, and an
// answer comes within `timeoutMs`; beyond that the upload answers 503 in the envelope. A task
// that outlives its time keeps its slot until it really ends, so the bound on threads holds.
import { ErrorCode } from '@portal/contract/error-code';
import { AppError } from '../errors/app-error.ts';

export interface ImagePoolLimits {
  concurrency: number;
  queued: number;
  /** From the call to the answer, waiting included. */
  timeoutMs: number;
}

/** One image at a time leaves libuv's other threads (4 by default) to hashing and files. */
export const IMAGE_POOL_LIMITS: ImagePoolLimits = {
  concurrency: 1,
  queued: 256,
  timeoutMs: 10_000,
};

function busy(): AppError {
  return new AppError(
    ErrorCode.Unavailable,
    'The server is busy with other images; try again in a moment.',
  );
}

export class ImagePool {
  private readonly limits: ImagePoolLimits;
  private running = 0;
  private startedCount = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(limits: ImagePoolLimits) {
    this.limits = limits;
  }

  /** Runs the task when a slot is free; throws a 503 AppError when the queue is full or the
   * answer would come later than the time limit. */
  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency && this.waiting.length >= this.limits.queued) {
      return Promise.reject(busy());
    }
    return new Promise<T>((resolve, reject) => {
      let answered = false;
      const answer = (settle: () => void) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        settle();
      };
      const start = () => {
        this.running += 1;
        this.startedCount += 1;
        task()
          .then(
            (value) => answer(() => resolve(value)),
            (error: unknown) => answer(() => reject(error)),
          )
          .finally(() => this.release());
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        answer(() => reject(busy()));
      }, this.limits.timeoutMs);
      if (this.running < this.limits.concurrency) start();
      else this.waiting.push(start);
    });
  }

  /** How many tasks have begun decoding since the process started: tests read it to prove an
   * upload was refused before anything was decoded. */
  get started(): number {
    return this.startedCount;
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}

/** The process's one pool: every upload of every tenant is decoded through it. */
export const imagePool = new ImagePool(IMAGE_POOL_LIMITS);
