// `node scripts/tests-alone.ts`: runs a random share of the test names each alone, the way
// `vitest run <file> -t "^<full name>$"` would, to prove that no test needs what an earlier one
// left (decision 064). The pick is drawn from a seed that is printed; TESTS_ALONE_SEED=<seed> picks
// the same tests again, TESTS_ALONE_SHARE (default 0.1) sets the share. The browser tests (e2e)
// are left out: each alone would pay a server and a Chromium of its own, more than the CI budget.
//
// The names are read from the test files' source (Vitest's static parse, seconds for every file),
// as written: a name from `describe.each` or `it.each` keeps its %s, which then matches each of
// its cases; the cases of one name run together, each describe with its own set-up. One Vitest
// serves every run, so a run costs the test file's own set-up and not a new Vitest. A round runs
// at most one picked name per file, each file in a fresh worker (its module state and beforeAll
// new); rounds follow one another, and the files of a round share the workers as in `npm test`.
import { relative } from 'node:path';
import type { TestCase, TestSpecification } from 'vitest/node';
import { createVitest } from 'vitest/node';

const projects = ['domain', 'server', 'web'];
const share = Number(process.env.TESTS_ALONE_SHARE ?? '0.1');
if (!(share > 0 && share <= 1)) throw new Error(`TESTS_ALONE_SHARE must be in (0, 1]: ${share}`);
const seed = process.env.TESTS_ALONE_SEED
  ? Number(process.env.TESTS_ALONE_SEED)
  : Math.floor(Math.random() * 1_000_000);
if (!Number.isSafeInteger(seed)) throw new Error('TESTS_ALONE_SEED must be an integer');

/** A small seeded generator (mulberry32): the same seed draws the same tests. */
function random(from: number): () => number {
  let state = from >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function drawn<T>(items: readonly T[], count: number, next: () => number): T[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
  }
  return pool.slice(0, count);
}

/** Rounds in which no file appears twice. */
function rounds(tests: readonly TestCase[]): TestCase[][] {
  const byFile = new Map<string, TestCase[]>();
  for (const test of tests) {
    const key = `${test.project.name}:${test.module.moduleId}`;
    byFile.set(key, [...(byFile.get(key) ?? []), test]);
  }
  const longest = Math.max(0, ...[...byFile.values()].map((list) => list.length));
  return Array.from({ length: longest }, (_, round) =>
    [...byFile.values()].flatMap((list) => list.slice(round, round + 1)),
  );
}

/** Vitest's placeholders in a name (%s, %i, %#, $variable) and a template's ${…}. */
const placeholder = /%[sdifjoOc#$]|\$[\w.]+|\$\{[^}]*\}/g;

/** The pattern `-t` takes for the name as written (Vitest matches "describe > test"). */
function namePattern(test: TestCase): string {
  // The static parse writes a name's double quotes escaped (`says \"nothing\"`); the test that
  // runs has them plain.
  const parts = test.fullName
    .replace(/\\(["'\\])/g, '$1')
    .split(placeholder)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `^${parts.join('.+?')}$`;
}

function aloneCommand(test: TestCase): string {
  const file = relative(process.cwd(), test.module.moduleId);
  return `npx vitest run --project ${test.project.name} ${file} -t ${JSON.stringify(namePattern(test))}`;
}

const vitest = await createVitest('test', { watch: false, project: projects, reporters: [] });
const started = Date.now();
try {
  const collected = await vitest.collect(undefined, { staticParse: true });
  const all = collected.testModules.flatMap((module) =>
    [...module.children.allTests()].filter((test) => test.options.mode === 'run'),
  );
  const picked = drawn(all, Math.ceil(all.length * share), random(seed));
  const plan = rounds(picked);
  const collectedIn = Math.round((Date.now() - started) / 1000);
  console.info(
    `tests alone: ${picked.length} of ${all.length} tests (${share * 100} %), seed ${seed}` +
      ` (TESTS_ALONE_SEED=${seed} picks them again), in ${plan.length} rounds; collected in ${collectedIn} s`,
  );
  const failed: { name: string; message: string; again: string }[] = [];
  /** Files whose picked name, as written, matched no test that ran (a name built at run time). */
  const unmatched: string[] = [];
  for (const round of plan) {
    const specifications: TestSpecification[] = round.map((test) =>
      test.project.createSpecification(test.module.moduleId, {
        testNamePattern: new RegExp(namePattern(test)),
      }),
    );
    const result = await vitest.runTestSpecifications(specifications);
    const roundFiles = new Set(round.map((test) => test.module.moduleId));
    for (const module of result.testModules.filter((entry) => roundFiles.has(entry.moduleId))) {
      let ran = 0;
      for (const test of module.children.allTests()) {
        const outcome = test.result();
        if (outcome.state === 'passed' || outcome.state === 'failed') ran += 1;
        if (outcome.state === 'failed') {
          const message = outcome.errors[0]?.message ?? 'failed';
          failed.push({ name: test.fullName, message, again: aloneCommand(test) });
        }
      }
      if (ran === 0 && module.errors().length === 0) {
        unmatched.push(relative(process.cwd(), module.moduleId));
      }
      // A file that fails outside its tests (an import, a beforeAll) fails its picked test too.
      for (const error of module.errors()) {
        const file = relative(process.cwd(), module.moduleId);
        failed.push({ name: file, message: error.message, again: `npx vitest run ${file}` });
      }
    }
    for (const error of result.unhandledErrors) {
      console.error('tests alone: an unhandled error', error);
      process.exitCode = 1;
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  for (const { name, message, again } of failed) {
    console.error(`\nFAILS ALONE: ${name}\n  ${message.split('\n')[0]}\n  again: ${again}`);
  }
  if (unmatched.length > 0) {
    console.warn(`tests alone: a picked name ran no test in ${unmatched.join(', ')}`);
  }
  console.info(
    `tests alone: ${picked.length - failed.length - unmatched.length} passed, ${failed.length} failed, ${seconds} s`,
  );
  if (failed.length > 0) process.exitCode = 1;
} finally {
  await vitest.close();
}
