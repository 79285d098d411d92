// Which share of each photo has gone up, from the bytes of the whole multipart body: the photos
// go in order, so the body's progress, scaled to the photos' own bytes (the framing is a few
// hundred bytes among megabytes), fills them one after the other.

export function photoShares(sizes: readonly number[], sent: number, total: number): number[] {
  const photoBytes = sizes.reduce((sum, size) => sum + size, 0);
  const done = total > 0 ? Math.min(1, sent / total) * photoBytes : 0;
  let start = 0;
  return sizes.map((size) => {
    const share = size > 0 ? Math.min(1, Math.max(0, (done - start) / size)) : 1;
    start += size;
    return share;
  });
}
