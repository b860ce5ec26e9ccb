import * as z from 'zod';
import { CLIENT_TYPES, SUB_TYPES, SUPPORTED_LANGUAGES } from '@adpulse/shared';
import { initialState, type AppState } from './app-state.ts';

export const PERSIST_KEY = 'adpulse.state.v1';

/**
 * What survives a reload. The spec keeps everything except the analysis data and the project
 * list; dialogs, panels and the loader are left out too because they describe a moment, not a
 * state worth restoring (a reload showing a stale error or a spinning loader would be wrong).
 */
export interface PersistedState {
  session: AppState['session'];
  preferences: AppState['preferences'];
  flags: AppState['flags'];
  projects: { activeProjectId: string | null };
}

export function persistable(state: AppState): PersistedState {
  return {
    session: state.session,
    preferences: state.preferences,
    flags: state.flags,
    projects: { activeProjectId: state.projects.activeProjectId },
  };
}

const persistedSchema = z.object({
  session: z
    .object({
      token: z.string().nullable(),
      clientId: z.string().nullable(),
      userId: z.string().nullable(),
      subType: z.enum(SUB_TYPES),
      branchId: z.string().nullable(),
      clientType: z.enum(CLIENT_TYPES).nullable(),
      multiUser: z.boolean(),
      firstLogin: z.boolean(),
      clockSkewMs: z.number().finite(),
      guest: z.boolean(),
      expired: z.boolean(),
    })
    .partial()
    .optional(),
  preferences: z
    .object({
      language: z.enum(SUPPORTED_LANGUAGES).nullable(),
      tourSeen: z.boolean(),
      whatsNewSeen: z.string().nullable(),
    })
    .partial()
    .optional(),
  flags: z
    .object({ tourActive: z.boolean(), folderSorting: z.boolean(), loadingComplete: z.boolean() })
    .partial()
    .optional(),
  projects: z.object({ activeProjectId: z.string().nullable() }).partial().optional(),
});

/** The start state from what was stored: unknown or damaged data is ignored, never trusted. */
export function restore(raw: string | null): AppState {
  if (!raw) return initialState;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return initialState;
  }
  const parsed = persistedSchema.safeParse(json);
  if (!parsed.success) return initialState;
  const stored = parsed.data;
  return {
    ...initialState,
    session: { ...initialState.session, ...stored.session },
    preferences: { ...initialState.preferences, ...stored.preferences },
    flags: { ...initialState.flags, ...stored.flags },
    projects: { ...initialState.projects, ...stored.projects },
  };
}

/** Writes the persistable part whenever it changes (references compare cheaply: the reducer is immutable). */
export function persistTo(
  storage: Pick<Storage, 'setItem'>,
  store: { getState(): AppState; subscribe(listener: () => void): () => void },
): () => void {
  let last = persistable(store.getState());
  return store.subscribe(() => {
    const next = persistable(store.getState());
    const changed = (Object.keys(next) as (keyof PersistedState)[]).some((key) =>
      key === 'projects'
        ? next.projects.activeProjectId !== last.projects.activeProjectId
        : next[key] !== last[key],
    );
    if (!changed) return;
    last = next;
    try {
      storage.setItem(PERSIST_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the app keeps working, it just forgets on reload.
    }
  });
}
