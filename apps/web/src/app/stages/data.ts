// A stage of the app's start (main.ts, decision 018): importing this module evaluates the chunk
// vite.config.ts groups it into (react-query and zod), in a task of its own.
import { config } from 'zod';

// No code compiled from strings: the page's Content-Security-Policy has no 'unsafe-eval' (issue
// 9), and zod would otherwise try `new Function` once, to see whether it may compile its parsers,
// which the browser reports as a policy violation. Set before any schema parses.
config({ jitless: true });

export { QueryClient } from '@tanstack/react-query';
