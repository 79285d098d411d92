// Screenshots of signed-in pages for a developer to look at (the guide: every screen at 390 and
// 1280 px, in nl, fr and en). Signs in as the tenant's main demo customer on a running portal,
// then opens each path in each language (?lang=) at both widths and writes full-page PNGs.
//
//   node_modules/.bin/node scripts/look.ts --port 3000 --tenant demo --out .screenshots/look \
//     [--langs nl,fr,en] [--customer email] [--settle ms] /installations /dashboard
// --settle waits that long after the network is idle, for pages that fill in live (monitoring).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, viewports } from '../e2e/support/browser.ts';
import {
  type DemoTenant,
  mainCustomer,
  submitLogin,
  waitForLoginForm,
} from '../e2e/support/identity.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '3000' },
    tenant: { type: 'string', default: 'demo' },
    out: { type: 'string', default: '.screenshots/look' },
    langs: { type: 'string', default: 'nl,fr,en' },
    customer: { type: 'string' },
    settle: { type: 'string', default: '0' },
  },
});

const tenant = values.tenant as DemoTenant;
const origin = `http://${tenant}.localhost:${values.port}`;
const login = mainCustomer(tenant);
if (values.customer) login.email = values.customer;
mkdirSync(values.out, { recursive: true });

const browser = await launchChromium();
try {
  for (const [size, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${origin}/account`);
    await waitForLoginForm(page);
    await submitLogin(page, login);
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 20_000 });
    for (const path of positionals) {
      for (const lang of values.langs.split(',')) {
        const separator = path.includes('?') ? '&' : '?';
        await page.goto(`${origin}${path}${separator}lang=${lang}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(Number(values.settle));
        const slug = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
        const file = join(values.out, `${slug}-${lang}-${size}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
