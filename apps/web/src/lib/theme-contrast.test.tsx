// Every colour pair the tenant theme paints text with, computed from the theme itself for both demo
// tenants' colours and for brand colours at the extremes: text on its surface, button text on its
// button, and the text and outlined buttons' colour on white, each at least 4.5:1 (WCAG AA).
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from './colour';
import { brandInk, createTenantTheme } from './theme';

const brands = {
  // The demo tenants' own colours (apps/server/src/demo/demo-tenants.ts).
  demo: { primary: '#8bc34a', secondary: '#2e5e1e' },
  helios: { primary: '#1a3a6b', secondary: '#f28c28' },
  yellow: { primary: '#ffeb3b', secondary: '#ffffff' },
  black: { primary: '#000000', secondary: '#222222' },
};
const AA = 4.5;

describe.each(Object.entries(brands))('the %s theme', (_name, colours) => {
  const theme = createTenantTheme(colours);
  afterEach(cleanup);

  it('writes text on its surfaces and on its filled buttons at AA', () => {
    const { palette } = theme;
    for (const surface of [palette.background.default, palette.background.paper]) {
      expect(contrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA);
    }
    for (const colour of [palette.primary, palette.secondary]) {
      expect(contrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('writes its colours as text (buttons, a focused label) at AA on the page and on paper', () => {
    const ink = brandInk(colours);
    for (const surface of [theme.palette.background.default, theme.palette.background.paper]) {
      expect(contrastRatio(ink.primary, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(ink.secondary, surface)).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each([
    ['text', 'primary'],
    ['outlined', 'primary'],
    ['text', 'secondary'],
    ['outlined', 'secondary'],
  ] as const)('writes a %s %s button on white at AA', (variant, color) => {
    render(
      <ThemeProvider theme={theme}>
        <Button variant={variant} color={color}>
          Sluiten
        </Button>
      </ThemeProvider>,
    );
    const written = getComputedStyle(screen.getByRole('button', { name: 'Sluiten' })).color;
    expect(contrastRatio(written, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(written, theme.palette.background.default)).toBeGreaterThanOrEqual(AA);
  });
});
