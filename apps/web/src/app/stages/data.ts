// A stage of the app's start (main.ts, decision 018): importing this module evaluates the chunk
// vite.config.ts groups it into (react-query and zod), in a task of its own.
import { config } from 'zod/mini';

// No code compiled from strings: the page's Content-Security-Policy has no 'unsafe-eval' (issue
// 9). zod/mini's object parser does not compile, but classic zod's tries `new Function` once, which
// the browser reports as a policy violation; the setting keeps any such attempt off. Set before
// any schema parses.
config({ jitless: true });

export { QueryClient } from '@tanstack/react-query';
