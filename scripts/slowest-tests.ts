// `node scripts/slowest-tests.ts <vitest-json> [count]`: prints the slowest tests and files of a
// run from Vitest's JSON report, so every CI log shows where its time goes and a change to the
// suite can be weighed against the same list from an earlier run.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface TestResult {
  fullName: string;
  duration: number;
}
interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: TestResult[];
}

/** Checks the fields read here; the root has no schema library, and this file is Vitest's own. */
function fileResults(json: unknown): FileResult[] {
  const files = (json as { testResults?: unknown }).testResults;
  if (!Array.isArray(files)) throw new Error('not a Vitest JSON report: no testResults');
  return files.map((file: Record<string, unknown>) => {
    const { name, startTime, endTime, assertionResults } = file;
    if (typeof name !== 'string' || typeof startTime !== 'number' || typeof endTime !== 'number') {
      throw new Error('not a Vitest JSON report: a file without name and times');
    }
    if (!Array.isArray(assertionResults)) throw new Error(`no assertionResults for ${name}`);
    const tests = assertionResults.map((test: Record<string, unknown>) => {
      if (typeof test.fullName !== 'string') throw new Error(`a test without a name in ${name}`);
      return {
        fullName: test.fullName,
        duration: typeof test.duration === 'number' ? test.duration : 0,
      };
    });
    return { name, startTime, endTime, assertionResults: tests };
  });
}

const [path, countText = '10'] = process.argv.slice(2);
if (path === undefined)
  throw new Error('usage: node scripts/slowest-tests.ts <vitest-json> [count]');
const count = Number(countText);
if (!Number.isSafeInteger(count) || count < 1)
  throw new Error(`count must be a positive integer: ${countText}`);

const testResults = fileResults(JSON.parse(readFileSync(path, 'utf8')));
const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(1).padStart(7);

const tests = testResults
  .flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: relative(process.cwd(), file.name),
      name: test.fullName,
      duration: test.duration,
    })),
  )
  .sort((left, right) => right.duration - left.duration)
  .slice(0, count);
console.info(`slowest ${count} tests (s, file, name):`);
for (const test of tests) console.info(`${seconds(test.duration)}  ${test.file}  ${test.name}`);

const files = testResults
  .map((file) => ({
    file: relative(process.cwd(), file.name),
    duration: file.endTime - file.startTime,
  }))
  .sort((left, right) => right.duration - left.duration)
  .slice(0, count);
console.info(`slowest ${count} files (s, file, set-up and tests):`);
for (const file of files) console.info(`${seconds(file.duration)}  ${file.file}`);
