// Reads samples out of a Prometheus text exposition, for the tests that scrape /metrics.

/** The value of the sample `name{labels}` whose labels include all of `labels`, summed over the
 * samples that match (0 when none does). */
export function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const sample of samplesOf(text, name)) {
    if (Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) {
      sum += sample.value;
    }
  }
  return sum;
}

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

export function samplesOf(text: string, name: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] as string] = pair[2] as string;
    }
    samples.push({ labels, value: Number(match[3]) });
  }
  return samples;
}
