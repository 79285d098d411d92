// node .scratch/montage.mjs out.png scale a.png b.png ...
import sharp from 'sharp';
const [out, scaleText, ...files] = process.argv.slice(2);
const scale = Number(scaleText);
const images = await Promise.all(files.map(async (f) => {
  const meta = await sharp(f).metadata();
  const width = Math.round(meta.width * scale);
  const height = Math.round(meta.height * scale);
  return { input: await sharp(f).resize(width, height).png().toBuffer(), width, height };
}));
const W = images.reduce((s, i) => s + i.width + 8, 0);
const H = Math.max(...images.map((i) => i.height));
let left = 0;
const composite = images.map((i) => { const c = { input: i.input, left, top: 0 }; left += i.width + 8; return c; });
await sharp({ create: { width: W, height: H, channels: 3, background: '#888' } }).composite(composite).png().toFile(out);
