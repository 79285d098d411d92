import { defineConfig } from 'vitest/config';
import { plainMuiIcons } from './apps/web/plain-mui-icons.ts';

// One `npm test` runs every suite. Projects keep their environments apart: pure domain and
// contract code, the API through app.inject (SQLite and PostgreSQL), the web app under happy-dom,
// and the end-to-end browser tests against a real server in Debian's Chromium.
// The pure, API and web-app tests run three files at a time on the 2-core CI machine: they mostly
// wait (on SQLite's and PostgreSQL's disks, on spawned servers and sockets), so one file per core
// left a core idle (measured: 416 s with the default, 262 s with three).
const waitingWorkers = 3;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          maxWorkers: waitingWorkers,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          maxWorkers: waitingWorkers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The shell's icons are MUI's icon modules drawn as plain SVG, as in the build.
        plugins: [plainMuiIcons()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          maxWorkers: waitingWorkers,
          environment: 'happy-dom',
          // The base styles are read by a test (focus-ring.test.ts); other CSS stays out of tests.
          css: { include: [/ui[\\/]base\.css/] },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file has its own server (own database) and Chromium, so files can run side by
          // side: a browser test mostly waits (on the server, on Chromium's renderer), and two
          // files at a time keep both cores of the CI machine busy. The web build runs once
          // before them (global-setup.ts), and the e2e group runs after the other projects
          // (groupOrder), which keep their own worker count.
          globalSetup: ['e2e/support/global-setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A page on a busy two-core machine can take seconds to show what a test polls for.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // On CI (.ci/run sets CI=true) a browser test that fails is run once more, as
          // Playwright's own CI default does: a real regression fails twice, while a one-off
          // timing hiccup of a loaded 2-core machine does not block a landing. Vitest reports
          // every retry, so a flaky test stays visible.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
