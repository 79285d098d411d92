// Compression of dynamic answers (API JSON, index.html). Static build files are compressed once
// at build time instead. Brotli's default quality (11) costs far more CPU than it saves on small
// JSON, so dynamic answers use quality 4, which is faster than gzip at a better ratio.

import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

export const compressionOptions: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};
