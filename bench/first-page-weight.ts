// Prints what a phone downloads eagerly for a first page: index.html plus the scripts and styles
// it loads (entry scripts, modulepreloads, stylesheets), raw, gzip and brotli, for the shapes the
// portal server sends: a cold /login, whose index.html loses the app's preloads (marked
// `data-app`) because its entry only redirects to the identity provider (decision 013); a page
// whose first screen the server painted (decision 059), which needs only its stylesheet and the
// entry before that screen is on the screen, the app's scripts coming after it (the painted HTML
// itself is not counted: it varies with the tenant and the page); and the app's whole start,
// which a painted page loads after its first paint and an unpainted one before. Then the largest
// lazily loaded chunks.
// Run after `npm run build`:
//   node_modules/.bin/node bench/first-page-weight.ts [dist directory, default apps/web/dist]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../apps/web/dist'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The same expression the server uses (apps/server/src/features/portal/single-page-app.ts).
const loginHtml = html.replace(
  /<link rel="(?:modulepreload|stylesheet)"[^>]*\sdata-app[^>]*>\s*/g,
  '',
);

function eagerAssets(page: string): string[] {
  const found = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)];
  return [...new Set(found.map((match) => match[1] ?? ''))];
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(bytes: Buffer): Sizes {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes).length,
  };
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (name: string, sizes: Sizes) =>
  `  ${name.padEnd(48)} ${kb(sizes.raw).padStart(10)} raw ${kb(sizes.gzip).padStart(9)} gzip ${kb(sizes.brotli).padStart(9)} br`;

function printPage(title: string, page: string): void {
  const rows = [{ file: 'index.html', ...sizesOf(Buffer.from(page)) }];
  for (const asset of eagerAssets(page)) {
    rows.push({ file: asset, ...sizesOf(readFileSync(join(dist, asset))) });
  }
  const total = rows.reduce(
    (sum, next) => ({
      raw: sum.raw + next.raw,
      gzip: sum.gzip + next.gzip,
      brotli: sum.brotli + next.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
  console.log(`${title}:`);
  for (const entry of rows) console.log(row(entry.file, entry));
  console.log(row('TOTAL', total));
}

// The same expression the server uses to hold the app's scripts back on a painted page
// (apps/server/src/features/portal/server-render.ts).
const paintedHtml = html.replace(/<link rel="modulepreload"[^>]*\sdata-app[^>]*>\s*/g, '');

printPage('cold /login (eager) downloads, before it leaves for the login form', loginHtml);
printPage('a painted page, before its first paint', paintedHtml);
printPage("the app's start (a painted page after its first paint; an unpainted page before)", html);

const eager = new Set(eagerAssets(html));
const lazy = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js') && !eager.has(`/assets/${file}`))
  .map((file) => ({ file, raw: statSync(join(dist, 'assets', file)).size }))
  .sort((a, b) => b.raw - a.raw);
console.log(`lazy chunks: ${lazy.length}, largest:`);
for (const chunk of lazy.slice(0, 5))
  console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(10)} raw`);
