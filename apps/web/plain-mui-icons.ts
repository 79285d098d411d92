// `import XIcon from '@mui/icons-material/X?plain'`: MUI's own icon module, shapes and all, with
// ui/icon.tsx in place of MUI's createSvgIcon, so the app shell and the first page draw MUI's
// icons as plain SVG, without SvgIcon and its style runtime (decisions 026 and 065). The shapes
// come from the installed package: nothing is copied, and an upgrade of MUI updates them. The
// modules without the suffix, which the other pages import, are MUI's as they are.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const plainImport = /^@mui\/icons-material\/(\w+)\?plain$/;
const virtualPrefix = '\0plain-mui-icon:';
const iconsFolder = dirname(
  createRequire(import.meta.url).resolve('@mui/icons-material/package.json'),
);
const plainFactory = fileURLToPath(new URL('./src/ui/icon.tsx', import.meta.url));
/** How an icon module of @mui/icons-material imports MUI's factory. */
const muiFactoryImport = '"./utils/createSvgIcon.mjs"';

export function plainMuiIcons(): Plugin {
  return {
    name: 'portal-plain-mui-icons',
    enforce: 'pre',
    resolveId(source) {
      const icon = plainImport.exec(source);
      return icon ? `${virtualPrefix}${icon[1]}` : null;
    },
    async load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const name = id.slice(virtualPrefix.length);
      const source = await readFile(join(iconsFolder, `${name}.mjs`), 'utf8');
      // Fails the build rather than draw MUI's icon should the package change how it is built.
      if (!source.includes(muiFactoryImport)) {
        throw new Error(`@mui/icons-material/${name} no longer imports ${muiFactoryImport}`);
      }
      return source.replace(muiFactoryImport, JSON.stringify(plainFactory));
    },
  };
}
