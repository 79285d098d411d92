// `npm start`: builds the web app (the browser build and the server build that paints first
// screens, decision 059) when either is missing or older than its sources, then runs the whole
// portal (API, SPA, identity and live data) in this one process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const builtFiles = [
  join(root, 'apps/web/dist/index.html'),
  join(root, 'apps/web/dist-ssr/first-screen.js'),
];
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

const builtAt = Math.min(
  ...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
);
const sourcesChangedAt = Math.max(...webSources.map((source) => newestChange(join(root, source))));
if (sourcesChangedAt > builtAt) {
  console.log('building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/src/server.ts');
