// Fails when a decision record does not say where it stands, or the index does not list it: each
// record in docs/decisions/ starts (after its title) with `Status: accepted`, `Status: amended by
// NNN` or `Status: superseded by NNN`, naming a record that exists, and docs/decisions/README.md
// links it with that same status, and no record runs over 600 words: a record keeps the decision
// and its reasons, the figures stay in the benches' own output. Run by `npm run lint`.
//   node scripts/check-decision-records.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '../docs/decisions');
const recordName = /^(\d{3})-[\w-]+\.md$/;
const MAX_WORDS = 600;
const statusLine = /^Status: (accepted|amended by (\d{3})|superseded by (\d{3}))\b/;

const records = readdirSync(folder).filter((name) => recordName.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const problems: string[] = [];

for (const name of records) {
  const text = readFileSync(join(folder, name), 'utf8');
  const words = text.split(/\s+/).filter((word) => word !== '').length;
  if (words > MAX_WORDS) problems.push(`${name}: ${words} words, more than ${MAX_WORDS}`);
  const [title = '', blank, status = ''] = text.split('\n');
  const match = statusLine.exec(status);
  if (!title.startsWith('# ') || blank !== '' || !match) {
    problems.push(
      `${name}: the third line must be its status (accepted, amended by, superseded by)`,
    );
    continue;
  }
  const later = match[2] ?? match[3];
  if (later !== undefined && !numbers.has(later)) {
    problems.push(`${name}: its status names ${later}, which is no record`);
  }
  const entry = index.split('\n').find((line) => line.includes(`](${name})`));
  if (entry === undefined) problems.push(`${name}: README.md does not list it`);
  else if (!entry.endsWith(`· ${match[1]}`)) {
    problems.push(`${name}: README.md must give its status as "· ${match[1]}"`);
  }
}

if (problems.length > 0) {
  console.error('Decision records out of step with their rules (docs/decisions/README.md):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
