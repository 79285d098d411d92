/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// A support ticket in a real browser against the real server: Jan reports a problem
// with a photo taken by a phone (a JPEG with a location in its EXIF), sees it among his open
// tickets, the company answers through the support desk (the same service the installer API will
// call, run as `npm run support-reply` against the server's database), and the answer shows in
// the thread and as an unseen notification.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';

const root = resolve(import.meta.dirname, '..');

/** A phone's photo: 1600 × 1200 with camera, time and GPS position in its EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5b8f2a' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 1/1 42/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 28/1 38/1',
      },
    })
    .toBuffer();
}

/** GET /api/notifications with the page's own session. */
function notifications(
  page: Page,
): Promise<{ notificationId: string; seen: boolean; params: Record<string, unknown> }[]> {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const user = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
    const response = await fetch('/api/notifications', {
      headers: { authorization: `Bearer ${user.access_token}`, 'x-subdomain': 'demo' },
    });
    return (await response.json()).data;
  });
}

describe('a support ticket in Chromium', () => {
  const suite = useBrowserSuite();

  it('is created with a photo, listed, answered by the company and notified (demo, nl)', async () => {
    const page = await suite.signedIn('phone', 'demo', '/support/createissue?lang=nl');
    await page.getByRole('textbox', { name: 'Probleem', exact: true }).waitFor();

    // Every mandatory field empty: spec §5's message, in Dutch, and nothing sent.
    await page.getByRole('button', { name: 'Ticket versturen' }).click();
    expect(await page.getByText('Dit veld is verplicht').count()).toBe(3);

    await page.getByRole('textbox', { name: 'Probleem', exact: true }).fill('Omvormer piept');
    await page
      .getByRole('textbox', { name: 'Beschrijving' })
      .fill('De omvormer piept sinds gisteren elke paar minuten.');
    await page.getByRole('combobox', { name: 'Soort ticket' }).click();
    await page.getByRole('option', { name: 'Technisch probleem' }).click();
    await page.getByTestId('photo-input').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    await page.getByText('1 foto gekozen').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'support-create-nl-phone');

    await page.getByRole('button', { name: 'Ticket versturen' }).click();
    await page.waitForURL((url) => /^\/support\/\d+$/.test(url.pathname));
    const issueId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { name: 'Omvormer piept' }).waitFor();
    // The photo shows as a thumbnail that opens full size.
    const thumbnail = page.locator('img[data-photo-thumbnail]');
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: /IMG_2041\.jpg op volle grootte openen/ }).click();
    const full = page.getByRole('img', { name: 'Foto IMG_2041.jpg' });
    await full.waitFor();
    await expect
      .poll(() => full.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(1600);
    await page.getByRole('button', { name: 'Sluiten' }).click();

    await page.goto(suite.server().url('demo', '/support?lang=nl'));
    const open = page.getByRole('region', { name: 'Open tickets' });
    await open.getByRole('link', { name: /Omvormer piept/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'support-list-nl-phone');

    // The company answers through the support desk, in the server's database.
    const reply = spawnSync(
      join(root, 'node_modules/.bin/node'),
      [
        'scripts/support-reply.ts',
        'demo',
        String(issueId),
        'We komen dinsdag langs.',
        '--author',
        'Koen',
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: suite.server().dataDir }, encoding: 'utf8' },
    );
    expect(reply.status, reply.stderr).toBe(0);

    await page.goto(suite.server().url('demo', `/support/${issueId}?lang=nl`));
    await page.getByText('We komen dinsdag langs.').waitFor();
    expect(await page.getByText('Wacht op uw antwoord: u hebt een bericht').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'support-thread-nl-phone');
    const [newest] = await notifications(page);
    expect(newest).toMatchObject({
      notificationId: 'supportReply',
      seen: false,
      params: { issueId },
    });
  });
});
