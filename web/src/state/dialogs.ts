import { dispatch } from './app-store.ts';
import type { DialogText } from './app-state.ts';

let nextConfirmId = 1;
const pendingConfirms = new Map<number, (answer: boolean) => void>();

export function showError(dialog: DialogText): void {
  dispatch({ type: 'dialogs/error', dialog });
}

export function showSuccess(dialog: DialogText): void {
  dispatch({ type: 'dialogs/success', dialog });
}

/** Asks the user; resolves false when they cancel, press Escape or navigate away. */
export function askConfirmation(dialog: DialogText): Promise<boolean> {
  const id = nextConfirmId++;
  settleAllConfirms(false);
  dispatch({ type: 'dialogs/confirm', dialog: { ...dialog, id } });
  return new Promise((resolve) => pendingConfirms.set(id, resolve));
}

export function answerConfirmation(id: number, answer: boolean): void {
  pendingConfirms.get(id)?.(answer);
  pendingConfirms.delete(id);
  dispatch({ type: 'dialogs/close', kind: 'confirm' });
}

/** Each navigation resets the error, confirm and success dialogs (spec section 2). */
export function resetDialogs(): void {
  settleAllConfirms(false);
  dispatch({ type: 'dialogs/reset' });
}

function settleAllConfirms(answer: boolean): void {
  for (const resolve of pendingConfirms.values()) resolve(answer);
  pendingConfirms.clear();
}
