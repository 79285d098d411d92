// The previous release's server code, from git (decision 089): the commit before the newest
// migration was added, or the working tree's HEAD when the working tree adds a migration, or
// PREVIOUS_RELEASE (a tag or commit) when the release process names it. Its server and packages
// are extracted once per commit and checkout into the system's temporary folder, beside a
// node_modules whose entries link to this checkout's (so that its migrations import the same
// Kysely) except its own packages, which link to the extracted ones: its server can run as it was.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Migration } from 'kysely/migration';

const root = resolve(import.meta.dirname, '../../..');
const MIGRATIONS = 'apps/server/src/platform/db/migrations';

function git(args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

function migrationFiles(names: string[]): string[] {
  return names.filter((name) => /^\d{4}-[a-z0-9-]+\.ts$/.test(name) && !name.endsWith('.test.ts'));
}

/** The commit of the previous release. */
export function previousReleaseCommit(): string {
  const named = process.env.PREVIOUS_RELEASE;
  if (named) return git(['rev-parse', '--verify', `${named}^{commit}`]);
  const committed = migrationFiles(
    git(['ls-tree', '--name-only', 'HEAD', `${MIGRATIONS}/`])
      .split('\n')
      .map((path) => path.split('/').at(-1) ?? ''),
  );
  const present = migrationFiles(readdirSync(join(root, MIGRATIONS)));
  if (present.some((name) => !committed.includes(name))) return git(['rev-parse', 'HEAD']);
  const newest = present.sort().at(-1);
  if (newest === undefined) throw new Error('no migration in the working tree');
  const added = git([
    'log',
    '--diff-filter=A',
    '--format=%H',
    '-1',
    '--',
    `${MIGRATIONS}/${newest}`,
  ]);
  if (added === '') {
    throw new Error(`the history does not hold ${newest}: a shallow clone? git fetch --unshallow`);
  }
  return git(['rev-parse', '--verify', `${added}^`]);
}

export interface PreviousRelease {
  commit: string;
  /** Its migrations by name, in order, as its migrate.ts lists them. */
  migrations: Readonly<Record<string, Migration>>;
  /** Every word of its server code outside the migrations: the names it can read or write. */
  words: ReadonlySet<string>;
  /** Its server's entry point, to run it; absent when git could not give the release. */
  serverEntry?: string;
}

/**
 * The previous release as this checkout holds it when git cannot give it (a shallow clone, or a
 * copy without history): every migration but the newest, and as the names it uses every word of
 * this release's code and of those migrations, so that no table or column they made may go.
 * Stricter than the real previous release, never looser.
 */
async function previousReleaseFromThisTree(): Promise<PreviousRelease> {
  const source = join(root, 'apps/server/src');
  const newest = migrationFiles(readdirSync(join(root, MIGRATIONS)))
    .sort()
    .at(-1);
  if (newest === undefined) throw new Error('no migration in the working tree');
  const migrate = (await import(join(source, 'platform/db/migrate.ts'))) as {
    migrations: Record<string, Migration>;
  };
  const names = Object.keys(migrate.migrations);
  const older = Object.fromEntries(
    names.slice(0, -1).map((name) => [name, migrate.migrations[name] as Migration]),
  );
  return {
    commit: 'this tree without its newest migration',
    migrations: older,
    words: wordsOf(source, join(root, MIGRATIONS, newest)),
  };
}

/** Extracts (once) and loads the previous release; without the history, see above. */
export async function previousRelease(commit?: string): Promise<PreviousRelease> {
  let chosen = commit;
  if (chosen === undefined) {
    try {
      chosen = previousReleaseCommit();
    } catch (error) {
      if (process.env.PREVIOUS_RELEASE) throw error;
      console.warn(`previous release not in git (${String(error)}); using this tree's migrations`);
      return previousReleaseFromThisTree();
    }
  }
  return extractedRelease(chosen);
}

async function extractedRelease(commit: string): Promise<PreviousRelease> {
  // Per checkout too: the copy links to this checkout's node_modules, and a second copy of a
  // native module (another checkout's) must never load into this process.
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
  const folder = join(tmpdir(), 'portal-previous-release', `${commit}-${checkout}-runnable`);
  if (!existsSync(join(folder, 'done'))) {
    const partial = `${folder}.${process.pid}`;
    mkdirSync(partial, { recursive: true });
    const archive = execFileSync(
      'git',
      [
        'archive',
        '--format=tar',
        commit,
        'apps/server/src',
        'apps/server/package.json',
        'packages',
      ],
      { cwd: root, maxBuffer: 256 * 1024 * 1024 },
    );
    execFileSync('tar', ['-x', '-C', partial], { input: archive });
    linkModules(partial);
    execFileSync('touch', [join(partial, 'done')]);
    // Another test file may have extracted the same commit meanwhile: either copy will do.
    try {
      renameSync(partial, folder);
    } catch (error) {
      if (!existsSync(join(folder, 'done'))) throw error;
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const source = join(folder, 'apps/server/src');
  const migrate = (await import(join(source, 'platform/db/migrate.ts'))) as {
    migrations: Record<string, Migration>;
  };
  return {
    commit,
    migrations: migrate.migrations,
    words: wordsOf(source, join(source, 'platform/db/migrations')),
    serverEntry: join(source, 'server.ts'),
  };
}

/** This checkout's installed packages for the copy, but the workspace's own from the copy. */
function linkModules(copy: string): void {
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '@portal'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@portal') continue;
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  // Relative: the copy is made in a partial folder and then renamed.
  for (const name of readdirSync(join(copy, 'packages'))) {
    symlinkSync(join('../../packages', name), join(modules, '@portal', name), 'dir');
  }
  symlinkSync('../../apps/server', join(modules, '@portal', 'server'), 'dir');
}

function wordsOf(folder: string, except: string): Set<string> {
  const words = new Set<string>();
  const walk = (path: string) => {
    if (path === except) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) walk(join(path, entry));
      return;
    }
    if (!path.endsWith('.ts') || path.endsWith('.test.ts')) return;
    for (const word of readFileSync(path, 'utf8').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
      words.add(word);
    }
  };
  walk(folder);
  return words;
}
