// Randomness the simulator can replay: the same seed always gives the same household, so a test can
// assert on it and two instances show the same device alike. Never Math.random.

/** A stream of floats in [0, 1) (mulberry32), for values drawn one after another. */
export function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A float in [0, 1) that depends only on its inputs: for what a day holds (the weather, when the
 * car comes home, when the washing machine runs), so any day can be computed without simulating
 * the ones before it, and a live stream and a backfill agree on it.
 */
export function randomFor(seed: number, ...keys: number[]): number {
  let hash = seed >>> 0;
  for (const key of keys) {
    hash = Math.imul(hash ^ (key | 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return randomStream(hash)();
}

/** A standard normal draw from two uniform ones (Box–Muller). */
export function normalFrom(next: () => number): number {
  const u = Math.max(next(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/** A 32-bit seed from a text such as a device id (FNV-1a). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}
