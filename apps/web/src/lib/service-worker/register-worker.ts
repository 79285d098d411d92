// Registers the portal's service worker (/sw.js, scope /) through workbox-window, and offers a
// waiting new version to the customer (update-state.ts). A lazy chunk: loaded only once the first
// page is on the screen and the browser is idle (start-worker.ts), so it is never part of the
// first page's script. Registration failing is logged only: the portal works without a worker.
import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-state';

export async function registerWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const offer = () =>
    offerUpdate(() => {
      // Reload once the new worker controls the page, so the page and its worker match.
      workbox.addEventListener('controlling', () => window.location.reload());
      // Posts { type: 'SKIP_WAITING' }, which sw.ts answers with skipWaiting().
      workbox.messageSkipWaiting();
    });
  // A new version installed while this page runs, or one that was already waiting at load.
  workbox.addEventListener('waiting', offer);
  try {
    await workbox.register();
  } catch (error) {
    console.warn('The service worker could not be registered', error);
  }
}
