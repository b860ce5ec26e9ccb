import { useSyncExternalStore } from 'react';
import { createStore } from './store.ts';
import { appReducer, initialSession, type AppAction, type AppState } from './app-state.ts';
import { PERSIST_KEY, persistTo, restore } from './persistence.ts';
import { isSessionUsable } from '../session/session.ts';

function readStoredState(): AppState {
  const state = restore(safeStorage()?.getItem(PERSIST_KEY) ?? null);
  return isSessionUsable(state.session, Date.now()) ? state : { ...state, session: { ...initialSession } };
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const appStore = createStore<AppState, AppAction>(appReducer, readStoredState());
const storage = safeStorage();
if (storage) persistTo(storage, appStore);

export const dispatch = (action: AppAction): void => appStore.dispatch(action);

export function useAppState<T>(select: (state: AppState) => T): T {
  return useSyncExternalStore(appStore.subscribe, () => select(appStore.getState()));
}

/** The clear-all action: every module back to its start (the loader stays) and both storages emptied. */
export function clearAll(): void {
  dispatch({ type: 'clearAll' });
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable (privacy settings); the in-memory state is already reset.
  }
}
