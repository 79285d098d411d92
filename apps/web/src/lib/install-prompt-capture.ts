// Keeps the browser's install offer for later (decision 045). Chromium fires
// `beforeinstallprompt` soon after load, once, and shows its own mini bar unless the page takes the
// event: main.ts listens from the very start, keeps the event, and the portal offers installing at
// a moment of its own (features/install-app). Tiny and free of imports: it is part of the entry.

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let kept: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
    changed();
  });
  // Installed (from our dialog or the browser's menu): there is nothing left to offer.
  target.addEventListener('appinstalled', () => forgetInstallPrompt());
}

/** The kept event, while the browser still offers installing. */
export function keptInstallPrompt(): BeforeInstallPromptEvent | null {
  return kept;
}

/** An event's prompt() works once: after it, the browser must fire a new event. */
export function forgetInstallPrompt(): void {
  kept = null;
  changed();
}

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
