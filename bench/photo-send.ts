// How long a customer waits to send a ticket with a phone photo on a fast 3G link: a 4000 × 3000
// camera JPEG (several megabytes) is chosen in the ticket form, the browser scales it down to
// 1600 px before the upload, and the clock runs from "send" to the ticket's page. The same send
// without throttling, in the same browser, is the baseline. Needs a running portal (`npm start`).
// Prints; asserts nothing.
//   node_modules/.bin/node bench/photo-send.ts [--port 3000] [--runs 3]
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium, viewports } from '../e2e/support/browser.ts';
import { mainCustomer, submitLogin, waitForLoginForm } from '../e2e/support/identity.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3000' }, runs: { type: 'string', default: '3' } },
});
const origin = `http://demo.localhost:${values.port}`;

/** Chromium DevTools' "Fast 3G" preset: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up. */
const fast3g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** A camera photo: 12 megapixels of gradient with fine grain, as sensors deliver them. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const grain = Buffer.alloc(width * height * 3);
  for (let index = 0; index < grain.length; index += 1) {
    const x = Math.floor(index / 3) % width;
    grain[index] = (x / width) * 180 + ((index * 2_654_435_761) >>> 26);
  }
  return sharp(grain, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function sendTicket(page: Page, photo: Buffer): Promise<number> {
  await page.goto(`${origin}/support/createissue?lang=nl`);
  await page.getByRole('textbox', { name: 'Probleem', exact: true }).fill('Omvormer piept');
  await page.getByRole('textbox', { name: 'Beschrijving' }).fill('Sinds gisteren.');
  await page.getByRole('combobox', { name: 'Soort ticket' }).click();
  await page.getByRole('option', { name: 'Technisch probleem' }).click();
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'IMG_4031.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByText('1 foto gekozen').waitFor();
  const started = performance.now();
  await page.getByRole('button', { name: 'Ticket versturen' }).click();
  await page.waitForURL((url) => /^\/support\/\d+$/.test(url.pathname), {
    timeout: 120_000,
    waitUntil: 'commit',
  });
  const ms = performance.now() - started;
  return ms;
}

const photo = await cameraPhoto();
console.log(`photo chosen: 4000 × 3000 JPEG, ${(photo.length / 1e6).toFixed(1)} MB`);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await page.goto(`${origin}/account`);
  await waitForLoginForm(page);
  await submitLogin(page, mainCustomer('demo'));
  await page.waitForURL((url) => url.pathname === '/account' && url.hash === '', {
    timeout: 20_000,
    waitUntil: 'domcontentloaded',
  });
  // A tracking question, where the tenant asks one, would cover the send button on a phone.
  const refuse = page.getByRole('button', { name: /^(Weigeren|Refuse)$/ });
  if (await refuse.isVisible()) await refuse.click();
  const cdp = await context.newCDPSession(page);
  for (const [name, conditions] of [
    ['unthrottled (baseline)', null],
    ['fast 3G', fast3g],
  ] as const) {
    await cdp.send(
      'Network.emulateNetworkConditions',
      conditions ?? {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      },
    );
    const times: number[] = [];
    for (let run = 0; run < Number(values.runs); run += 1) {
      times.push(await sendTicket(page, photo));
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${name}: median ${(median / 1000).toFixed(2)} s (runs ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
    );
  }
  await context.close();
} finally {
  await browser.close();
}
