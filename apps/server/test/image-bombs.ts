// Images that declare far more pixels than their bytes suggest (decompression bombs), for the
// tests of the image limits (decision 019).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A PNG that declares width × height pixels (1-bit grey, all zero): about 100 KB for 10000². */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real 8 × 8 JPEG whose frame header is rewritten to declare width × height. */
export async function jpegBomb(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#000' },
  })
    .jpeg()
    .toBuffer();
  const frame = jpeg.findIndex((byte, index) => byte === 0xff && jpeg[index + 1] === 0xc0);
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}
