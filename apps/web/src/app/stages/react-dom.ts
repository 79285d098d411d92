// A stage of the app's start (main.ts, decision 018): importing this module evaluates React DOM's
// client (the chunk vite.config.ts groups it into), in a task of its own rather than with the app.
export { hydrateRoot } from 'react-dom/client';
