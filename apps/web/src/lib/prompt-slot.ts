// One of the portal's own dialogs that ask something (the push dialog of decision 038, the install
// dialog of decision 045) at a time: a dialog that opens by itself claims the slot first and does
// not open when the other holds it, so the two never show together.

export type PromptKind = 'push' | 'install';

let holder: PromptKind | null = null;

/** True when the slot was free (or already held by `kind`); the caller then holds it. */
export function claimPromptSlot(kind: PromptKind): boolean {
  if (holder !== null && holder !== kind) return false;
  holder = kind;
  return true;
}

export function releasePromptSlot(kind: PromptKind): void {
  if (holder === kind) holder = null;
}

export function promptSlotHolder(): PromptKind | null {
  return holder;
}
