// A stage of the app's start (main.ts, decision 018): importing this module evaluates the chunk
// vite.config.ts groups it into (react-query and zod), in a task of its own.
export { QueryClient } from '@tanstack/react-query';
