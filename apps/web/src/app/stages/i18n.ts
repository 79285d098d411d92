// A stage of the app's start (main.ts, decision 018): importing this module evaluates the chunk
// vite.config.ts groups it into (i18next and react-i18next), in a task of its own.
export { initReactI18next } from 'react-i18next';
