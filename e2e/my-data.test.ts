// The customer's own data in Chromium (decisions 097 and 098): on the account page Jan asks for
// the archive of his data, sees it prepared and where its link went; Marie asks to erase her
// account, confirms in the dialog, opens the mailed link signed out and erases; the page lists
// what the law keeps. Every state axe-clean, with screenshots at 390 and 1280 px in nl, fr and en.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import { mainCustomer } from './support/identity.ts';

const languages = ['nl', 'fr', 'en'] as const;
const viewports = ['phone', 'desktop'] as const;
const words = {
  nl: { export: 'Mijn archief klaarmaken', erase: 'Mijn account wissen', ready: 'staat klaar' },
  fr: { export: 'Préparer mon archive', erase: 'Effacer mon compte', ready: 'est prête' },
  en: { export: 'Prepare my archive', erase: 'Erase my account', ready: 'is ready' },
};

const erasePermanently = {
  nl: 'Mijn account definitief wissen',
  fr: 'Effacer définitivement mon compte',
  en: 'Erase my account permanently',
};

/** The newest erasure link mailed to the address, from the server's .eml folder. */
function erasureLink(dataDir: string, to: string): string {
  const outbox = join(dataDir, 'outbox');
  const file = readdirSync(outbox)
    .filter((name) => name.endsWith(`-erasure-confirm-${to}.eml`))
    .sort()
    .at(-1);
  const mail = file ? readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '') : '';
  const match = mail
    .replace(/=3D/g, '=')
    .match(/https?:\/\/[^\s"<>]+\/account\/erase\?token=[\w-]+/);
  if (!match) throw new Error('no erasure link in the mail');
  return match[0];
}

describe('my data on the account page in Chromium', () => {
  const suite = useBrowserSuite();
  const url = (path: string) => suite.server().url('demo', path);

  it('prepares the archive of Jan’s data and says where its link went, axe-clean everywhere', async () => {
    for (const viewport of viewports) {
      const page = await suite.signedIn(viewport, 'demo', '/account?lang=nl');
      for (const language of languages) {
        await page.goto(url(`/account?lang=${language}`));
        await page.getByRole('button', { name: words[language].export }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `my-data-account-${language}-${viewport}`);
      }
    }
    const page = await suite.signedIn('desktop', 'demo', '/account?lang=en');
    await page.getByRole('button', { name: words.en.export }).click();
    // The job runs every 5 s: the card follows it until the archive is ready.
    const ready = page.getByRole('status').filter({ hasText: words.en.ready });
    await ready.waitFor({ timeout: 20_000 });
    expect(await ready.textContent()).toContain(mainCustomer('demo').email);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'my-data-export-ready-en-desktop');
  });

  it('erases Marie’s account from the mailed link, listing what is kept', async () => {
    const marie = { ...mainCustomer('demo'), email: 'marie.claes@example.be' };
    const page = await suite.signedInOwnSession('phone', 'demo', '/account?lang=nl', marie);
    await page.getByRole('button', { name: words.nl.erase }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'my-data-erase-dialog-nl-phone');
    await dialog.getByRole('button', { name: 'Stuur mij de link' }).click();
    await page.getByRole('status').filter({ hasText: marie.email }).waitFor();
    const link = erasureLink(suite.server().dataDir, marie.email);

    for (const viewport of viewports) {
      const signedOut = await suite.newPage(viewport);
      for (const language of languages) {
        await signedOut.goto(`${link}&lang=${language}`);
        await signedOut.getByRole('button', { name: erasePermanently[language] }).waitFor();
        expect(await axeViolations(signedOut)).toEqual([]);
        await screenshot(signedOut, `my-data-erase-page-${language}-${viewport}`);
      }
    }
    const confirm = await suite.newPage('desktop');
    await confirm.goto(`${link}&lang=fr`);
    await confirm.getByRole('button', { name: erasePermanently.fr }).click();
    await confirm.getByRole('heading', { name: 'Votre compte est effacé' }).waitFor();
    expect(await confirm.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await axeViolations(confirm)).toEqual([]);
    await screenshot(confirm, 'my-data-erased-fr-desktop');
  });
});
