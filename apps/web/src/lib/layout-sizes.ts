// The sizes of the app shell, shared by its static CSS (ui/, whose values must match), the pages
// that place things beside the fixed bars and MUI's theme (decision 026).
export const BUTTON_HEIGHT_PX = 50;
export const TOP_BAR_HEIGHT_PX = 64;
export const SIDE_BAR_WIDTH_PX = 280;
export const BOTTOM_BAR_HEIGHT_PX = 64;
