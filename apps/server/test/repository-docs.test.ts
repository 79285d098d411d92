// The README and docs/ belong to the product: every link in them leads to a file of this
// repository (or an address of the portal on this machine), never outside it, and every file they
// link to exists in a fresh clone.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return path.endsWith('.md') ? [path] : [];
  });
}

const pages = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
const link = /\]\(([^)\s]+)\)|<(https?:\/\/[^>\s]+)>/g;
const localAddress = /^https?:\/\/([a-z0-9-]+\.)*localhost(:\d+)?(\/|$)/;

describe('links in the README and docs/', () => {
  it.each(pages.map((page) => [relative(root, page), page]))('%s', (_name, page) => {
    const text = readFileSync(page, 'utf8');
    for (const match of text.matchAll(link)) {
      const target = match[1] ?? match[2] ?? '';
      if (target.startsWith('#')) continue;
      if (/^[a-z]+:/i.test(target)) {
        expect(target, `${target} leaves the repository`).toMatch(localAddress);
        continue;
      }
      const file = resolve(dirname(page), decodeURI(target.split('#')[0] ?? ''));
      expect(relative(root, file).startsWith('..'), `${target} is outside the repository`).toBe(
        false,
      );
      expect(existsSync(file), `${target} does not exist`).toBe(true);
    }
  });
});
