// A stage of the app's start (main.ts, decision 018): importing this module evaluates the chunk
// vite.config.ts groups it into (the router), in a task of its own.
export { createBrowserRouter } from 'react-router';
