// Prints what a phone downloads before a first page can render: index.html plus the scripts and
// styles it loads eagerly (entry scripts, modulepreloads, stylesheets), raw, gzip and brotli, for
// the two shapes the portal server sends (decision 013): a cold /login, whose index.html loses
// the app's preloads (marked `data-app`) because its entry only redirects to the identity
// provider, and every other page, which preloads the app. Then the largest lazily loaded chunks.
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

printPage('cold /login (eager) downloads, before it leaves for the login form', loginHtml);
printPage('any other page (eager) downloads', html);

const eager = new Set(eagerAssets(html));
const lazy = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js') && !eager.has(`/assets/${file}`))
  .map((file) => ({ file, raw: statSync(join(dist, 'assets', file)).size }))
  .sort((a, b) => b.raw - a.raw);
console.log(`lazy chunks: ${lazy.length}, largest:`);
for (const chunk of lazy.slice(0, 5))
  console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(10)} raw`);
