// Delivery latencies in whole milliseconds (the live message's timestamp has millisecond
// precision), one counter per millisecond up to a minute: a million samples cost no memory and
// percentiles are exact at that resolution.

const maxMs = 60_000;

export class LatencyHistogram {
  #counts = new Uint32Array(maxMs + 1);
  #total = 0;
  #max = 0;

  record(ms: number): void {
    const bin = Math.min(maxMs, Math.max(0, Math.round(ms)));
    this.#counts[bin] = (this.#counts[bin] ?? 0) + 1;
    this.#total += 1;
    if (bin > this.#max) this.#max = bin;
  }

  get count(): number {
    return this.#total;
  }

  get max(): number {
    return this.#max;
  }

  /** The smallest latency at or under which `fraction` of the samples fall. */
  percentile(fraction: number): number {
    const wanted = Math.ceil(this.#total * fraction);
    let seen = 0;
    for (let ms = 0; ms <= maxMs; ms += 1) {
      seen += this.#counts[ms] ?? 0;
      if (seen >= wanted && seen > 0) return ms;
    }
    return Number.NaN;
  }

  /** [milliseconds, count] of every latency seen, to send to another process. */
  nonZero(): [number, number][] {
    const seen: [number, number][] = [];
    this.#counts.forEach((count, ms) => {
      if (count > 0) seen.push([ms, count]);
    });
    return seen;
  }

  /** Adds the latencies another histogram saw (its nonZero()). */
  merge(seen: readonly [number, number][]): void {
    for (const [ms, count] of seen) {
      this.#counts[ms] = (this.#counts[ms] ?? 0) + count;
      this.#total += count;
      if (ms > this.#max) this.#max = ms;
    }
  }

  reset(): void {
    this.#counts.fill(0);
    this.#total = 0;
    this.#max = 0;
  }
}
