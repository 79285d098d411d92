// A stage of the app's start (main.ts, decision 018): importing this module evaluates the chunk
// vite.config.ts groups it into (the MUI components and emotion the start uses), in a task of its
// own. boot.tsx imports it too, which makes it part of the start, where that group looks.
export { createTheme } from '@mui/material/styles';
