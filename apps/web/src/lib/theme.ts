// The MUI theme of a tenant (spec §9): light only, primary and secondary from the tenant's
// colours, flat rounded buttons 50 px high, outlined text fields, text areas and selects.
// contrastThreshold 4.5 makes MUI pick button text colours that pass WCAG AA on any tenant colour
// (a lime green primary gets dark text, a deep blue gets white). The page's base styles, the focus
// ring and the scroll padding that keeps a focused element clear of the fixed bars are static CSS
// (ui/base.css, decision 026); the sizes below are shared with it.
import { createTheme, type Theme } from '@mui/material/styles';
import { readableOn } from './colour';
import { focusRingColour } from './focus-ring';
import { BUTTON_HEIGHT_PX } from './layout-sizes';
import { PAGE_FONT_FAMILY } from './page-font';

const fontFamily = PAGE_FONT_FAMILY;

const PAGE_BACKGROUND = '#f6f7f9';

/**
 * The tenant's colours as text: darkened until they read (4.5:1) on the page's background and on
 * white paper, for text and outlined buttons and a focused field's label, so that a lime or
 * orange brand keeps readable words wherever they sit.
 */
export function brandInk(colors: { primary: string; secondary: string }) {
  const surfaces = [PAGE_BACKGROUND, '#ffffff'];
  return {
    primary: readableOn(colors.primary, surfaces),
    secondary: readableOn(colors.secondary, surfaces),
  };
}

export function createTenantTheme(colors: { primary: string; secondary: string }): Theme {
  // The focus colour also marks a focused field's border and label: MUI would paint them in the
  // primary colour, which (lime green) is unreadable on white.
  const focus = focusRingColour(colors.primary);
  const ink = brandInk(colors);
  const onWhite = (color: 'primary' | 'secondary') => [
    { props: { variant: 'text' as const, color }, style: { color: ink[color] } },
    {
      props: { variant: 'outlined' as const, color },
      style: { color: ink[color], borderColor: ink[color] },
    },
  ];
  return createTheme({
    palette: {
      mode: 'light',
      contrastThreshold: 4.5,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      background: { default: PAGE_BACKGROUND, paper: '#ffffff' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        variants: [...onWhite('primary'), ...onWhite('secondary')],
        styleOverrides: {
          root: {
            minHeight: BUTTON_HEIGHT_PX,
            borderRadius: BUTTON_HEIGHT_PX / 2,
            paddingInline: 24,
          },
        },
      },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      MuiSelect: { defaultProps: { variant: 'outlined' } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: 12,
            '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
              borderColor: focus,
            },
          },
        },
      },
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: ink.primary } } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  });
}
