// Compiled with the WebWorker types only (tsconfig.json beside it, part of `npm run typecheck`):
// the worker's real global scope is a PushHandlerScope, so sw.ts can hand it over.
import { registerPushHandlers } from './push-handlers';

declare const worker: ServiceWorkerGlobalScope;
registerPushHandlers(worker);
