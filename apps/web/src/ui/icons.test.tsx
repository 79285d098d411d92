// The shell's icons are MUI's own icon modules drawn as plain SVG: MUI's shapes (read from the
// installed package, not copied), without SvgIcon's classes or its style runtime.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArrowBackIcon, SupportAgentIcon } from './icons';

const iconsFolder = dirname(
  createRequire(import.meta.url).resolve('@mui/icons-material/package.json'),
);
const muiModule = (name: string) => readFileSync(join(iconsFolder, `${name}.mjs`), 'utf8');

describe('plain icons', () => {
  it("draws MUI's shapes in a plain, decorative svg", () => {
    const markup = renderToStaticMarkup(<ArrowBackIcon />);
    const [, shape] = /d: "([^"]+)"/.exec(muiModule('ArrowBack')) ?? [];
    expect(shape).toBeDefined();
    expect(markup).toContain(`<path d="${shape}"></path>`);
    expect(markup).toMatch(/^<svg class="[^"]*" viewBox="0 0 24 24" aria-hidden="true"/);
    expect(markup).not.toContain('Mui');
  });

  it('keeps the circles and the order of an icon made of several shapes', () => {
    const markup = renderToStaticMarkup(<SupportAgentIcon fontSize="small" />);
    expect(markup.match(/<(path|circle)/g)).toEqual(['<path', '<circle', '<circle', '<path']);
    expect(markup).toContain('<circle cx="9" cy="13" r="1"></circle>');
  });
});
