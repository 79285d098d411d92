// Prints what a phone downloads before the first page can render: index.html plus the scripts and
// styles it loads eagerly (entry, modulepreloads, stylesheets), raw, gzip and brotli, and the
// largest lazily loaded chunks for comparison. Run after `npm run build`:
//   node_modules/.bin/node bench/first-page-weight.ts [dist directory, default apps/web/dist]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../apps/web/dist'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const eager = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] ?? '',
);

function sizes(path: string) {
  const bytes = readFileSync(path);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes).length,
  };
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [{ file: 'index.html', ...sizes(join(dist, 'index.html')) }];
for (const asset of eager) rows.push({ file: asset, ...sizes(join(dist, asset)) });
const total = rows.reduce(
  (sum, row) => ({
    raw: sum.raw + row.raw,
    gzip: sum.gzip + row.gzip,
    brotli: sum.brotli + row.brotli,
  }),
  { raw: 0, gzip: 0, brotli: 0 },
);

console.log('first page (eager) downloads:');
for (const row of rows)
  console.log(
    `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(9)} gzip ${kb(row.brotli).padStart(9)} br`,
  );
console.log(
  `  ${'TOTAL'.padEnd(48)} ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(9)} gzip ${kb(total.brotli).padStart(9)} br`,
);

const lazy = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js') && !eager.includes(`/assets/${file}`))
  .map((file) => ({ file, raw: statSync(join(dist, 'assets', file)).size }))
  .sort((a, b) => b.raw - a.raw);
console.log(`lazy chunks: ${lazy.length}, largest:`);
for (const chunk of lazy.slice(0, 5))
  console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(10)} raw`);
