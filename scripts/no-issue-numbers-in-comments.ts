// Fails when a source comment cites an issue of the tracker by its number (the word "issue" and a
// number, or a hash and a number): a reader of the code cannot open the tracker, and the number
// says nothing of why the code is as it is. A comment says the reason itself, or names the
// decision record that holds it. Strings and code are not comments: a test may well send a ticket
// number. Run by `npm run lint`.
//   node scripts/no-issue-numbers-in-comments.ts [folder …]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const roots =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['apps', 'packages', 'e2e', 'bench', 'scripts', 'tools'];
const skipped = new Set(['node_modules', 'dist', 'dist-ssr', 'data', 'coverage']);
const sourceFile = /\.(ts|tsx|mts|mjs|js|css|html)$/;
const issueNumber = /[Ii]ssue #?[0-9]+|#[0-9]{1,3}\b/;

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (sourceFile.test(entry.name)) yield path;
  }
}

/** The comments of a file with the line each starts on: `//` and `/* … *\/` outside strings,
 * template literals and (where a slash can only start one) regular expression literals. */
export function commentsOf(text: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  let line = 1;
  let index = 0;
  /** Open template literals; each number counts the braces open in its current `${…}`. */
  const templates: number[] = [];
  let inTemplateText = false;
  let previous = '';
  const advance = (to: number) => {
    for (let at = index; at < to; at += 1) if (text[at] === '\n') line += 1;
    index = to;
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    const next = text[index + 1] ?? '';
    if (inTemplateText) {
      if (char === '\\') advance(index + 2);
      else if (char === '`') {
        inTemplateText = false;
        templates.pop();
        previous = '`';
        advance(index + 1);
      } else if (char === '$' && next === '{') {
        inTemplateText = false;
        advance(index + 2);
        previous = '{';
      } else advance(index + 1);
      continue;
    }
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      comments.push({ line, text: text.slice(index, stop) });
      advance(stop);
      continue;
    }
    if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      comments.push({ line, text: text.slice(index, stop) });
      advance(stop);
      continue;
    }
    if (char === "'" || char === '"') {
      let at = index + 1;
      while (at < text.length && text[at] !== char && text[at] !== '\n') {
        at += text[at] === '\\' ? 2 : 1;
      }
      advance(at + 1);
      previous = char;
      continue;
    }
    if (char === '`') {
      templates.push(0);
      inTemplateText = true;
      advance(index + 1);
      continue;
    }
    if (char === '/' && (previous === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous))) {
      // A regular expression literal: up to its closing slash, classes included.
      let at = index + 1;
      let inClass = false;
      while (at < text.length && text[at] !== '\n') {
        const current = text[at];
        if (current === '\\') at += 1;
        else if (current === '[') inClass = true;
        else if (current === ']') inClass = false;
        else if (current === '/' && !inClass) break;
        at += 1;
      }
      advance(at + 1);
      previous = '/';
      continue;
    }
    if (templates.length > 0 && char === '{')
      templates[templates.length - 1] = (templates.at(-1) ?? 0) + 1;
    if (templates.length > 0 && char === '}') {
      const open = templates.at(-1) ?? 0;
      if (open === 0) {
        inTemplateText = true;
        advance(index + 1);
        continue;
      }
      templates[templates.length - 1] = open - 1;
    }
    if (!/\s/.test(char)) previous = /[\w$]/.test(char) ? 'word' : char;
    advance(index + 1);
  }
  return comments;
}

const found: string[] = [];
for (const root of roots) {
  for (const path of sourceFiles(root)) {
    for (const comment of commentsOf(readFileSync(path, 'utf8'))) {
      const lines = comment.text.split('\n');
      lines.forEach((text, offset) => {
        const match = issueNumber.exec(text);
        if (match) found.push(`${relative('.', path)}:${comment.line + offset}: "${match[0]}"`);
      });
    }
  }
}
if (found.length > 0) {
  console.error(
    `${found.length} comment lines cite an issue number; say the reason, or the decision record:`,
  );
  for (const entry of found) console.error(`  ${entry}`);
  process.exit(1);
}
