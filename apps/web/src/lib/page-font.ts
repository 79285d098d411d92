// The page's font stack, shared by the MUI theme and by the charts: a canvas takes a font by its
// family names only (a CSS keyword such as inherit is refused, and the canvas keeps its 10 px).
export const PAGE_FONT_FAMILY = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');
