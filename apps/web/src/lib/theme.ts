// The MUI theme of a tenant (spec §9): light only, primary and secondary from the tenant's
// colours, flat rounded buttons 50 px high, outlined text fields, text areas and selects.
// contrastThreshold 4.5 makes MUI pick button text colours that pass WCAG AA on any tenant colour
// (a lime green primary gets dark text, a deep blue gets white). Every focusable element shows the
// tenant's focus ring (focus-ring.ts), and the page scrolls a focused element clear of the fixed
// top and bottom bars, so that keyboard users never lose sight of focus.
import { createTheme, type Theme } from '@mui/material/styles';
import { focusRingColour, focusRingStyles } from './focus-ring';

export const BUTTON_HEIGHT_PX = 50;
export const TOP_BAR_HEIGHT_PX = 64;
export const SIDE_BAR_WIDTH_PX = 280;
export const BOTTOM_BAR_HEIGHT_PX = 64;
/** Room kept between a focused element scrolled into view and a fixed bar. */
const SCROLL_MARGIN_PX = 16;

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export function createTenantTheme(colors: { primary: string; secondary: string }): Theme {
  // The focus colour also marks a focused field's border and label: MUI would paint them in the
  // primary colour, which (lime green) is unreadable on white.
  const focus = focusRingColour(colors.primary);
  return createTheme({
    palette: {
      mode: 'light',
      contrastThreshold: 4.5,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      background: { default: '#f6f7f9', paper: '#ffffff' },
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
      MuiCssBaseline: {
        styleOverrides: {
          html: {
            scrollPaddingTop: TOP_BAR_HEIGHT_PX + SCROLL_MARGIN_PX,
            scrollPaddingBottom: BOTTOM_BAR_HEIGHT_PX + SCROLL_MARGIN_PX,
          },
          ...focusRingStyles(focus),
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
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
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: focus } } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  });
}
