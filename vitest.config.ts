import { configDefaults, defineConfig } from 'vitest/config';
import { plainMuiIcons } from './apps/web/plain-mui-icons.ts';

// One `npm test` runs every suite. Projects keep their environments apart: pure domain and
// contract code, the API through app.inject (SQLite and PostgreSQL), the web app under happy-dom,
// and the end-to-end browser tests against a real server in Debian's Chromium.
// The pure, API and web-app tests run three files at a time on the 2-core CI machine: they mostly
// wait (on SQLite's and PostgreSQL's disks, on spawned servers and sockets), so one file per core
// left a core idle (measured: 416 s with the default, 262 s with three).
const waitingWorkers = 3;

// Every test makes the data it needs and passes alone and in any order (decisions 064 and 090).
// CI checks it: files and the tests in a file run in a random order there, from a seed printed at
// the start; TEST_SEED=<seed> repeats that order anywhere (and shuffles a local run too). A local
// run without it keeps the written order, which is easier to read while working.
const shuffleSeed = chosenSeed(process.env.TEST_SEED, process.env.CI);
if (shuffleSeed !== undefined && process.env.TEST_SEED === undefined) {
  console.info(`Shuffled test order, seed ${shuffleSeed}: TEST_SEED=${shuffleSeed} repeats it.`);
  // The config is read more than once per run: every reading takes the same seed.
  process.env.TEST_SEED = String(shuffleSeed);
}
const shuffled = shuffleSeed !== undefined;
// The tests inside a file shuffle too, on every project but the browser journeys (decision 090):
// a journey file's steps share one server with its demo data and one Chromium, and a step may go
// on from what one before it did there (a signed offer, a session), so only their files shuffle.
// TEST_SHUFFLE_ALL=1 shuffles the journeys' steps as well, to see which of them could stand alone.
// (A project's `files` is read by Vitest, which picks the project's file sequencer from it, though
// its project type names only `tests`.)
const journeyOrder = { files: shuffled, tests: shuffled && process.env.TEST_SHUFFLE_ALL === '1' };

function chosenSeed(given: string | undefined, ci: string | undefined): number | undefined {
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be an integer: ${given}`);
    return seed;
  }
  const onCi = ci !== undefined && !['', '0', 'false'].includes(ci.toLowerCase());
  return onCi ? Math.floor(Math.random() * 1_000_000) : undefined;
}

export default defineConfig({
  test: {
    sequence: {
      shuffle: { files: shuffled, tests: shuffled },
      ...(shuffleSeed === undefined ? {} : { seed: shuffleSeed }),
    },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          maxWorkers: waitingWorkers,
          sequence: { shuffle: shuffled },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          // zod/mini's English messages, before any test builds a schema.
          setupFiles: ['apps/server/src/platform/zod-defaults.ts'],
          // The run's migrated and demo databases, made once: each test database is a copy.
          globalSetup: ['apps/server/test/global-setup-databases.ts'],
          exclude: [...configDefaults.exclude, 'apps/server/test/fleet/**'],
          maxWorkers: waitingWorkers,
          sequence: { shuffle: shuffled },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The fleet under faults (decision 086): one file, with three servers, HAProxy and the
        // shared services of its own; alone in its project so its timeouts fit it.
        test: {
          name: 'fleet',
          include: ['apps/server/test/fleet/**/*.test.ts'],
          maxWorkers: 1,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The shell's icons are MUI's icon modules drawn as plain SVG, as in the build.
        plugins: [plainMuiIcons()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          maxWorkers: waitingWorkers,
          // Each file still gets a fresh worker and happy-dom window; a worker thread costs less
          // to start than a child process: the project's 104 files used 61 s of CPU instead of
          // 69 s (user + sys, `vitest run --project web`, pool threads vs forks), which the other
          // projects running beside it on two cores get back.
          pool: 'threads',
          sequence: { shuffle: shuffled },
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
          sequence: { groupOrder: 1, shuffle: journeyOrder },
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
