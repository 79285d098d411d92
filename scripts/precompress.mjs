// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build, once, at
// build time, at the highest levels: the server then sends the smallest copy the browser accepts
// (@fastify/static `preCompressed`) without compressing anything per request.
//   node scripts/precompress.mjs apps/web/dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const minimumBytes = 1024;

function* files(directory) {
  for (const entry of readdirSync(directory)) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const directory = process.argv[2];
if (!directory) throw new Error('usage: precompress.mjs <build directory>');
let count = 0;
for (const path of files(directory)) {
  if (!compressible.test(path)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < minimumBytes) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${directory}`);
