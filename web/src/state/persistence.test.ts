import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { appReducer, initialState, type AppState } from './app-state.ts';
import { PERSIST_KEY, persistTo, persistable, restore } from './persistence.ts';

const loaded: AppState = {
  ...initialState,
  session: { ...initialState.session, token: 'a.b.c', clientId: 'c1', userId: 'u1', clientType: 'regular' },
  preferences: { language: 'it', tourSeen: true, whatsNewSeen: '2026-11' },
  flags: { tourActive: false, folderSorting: true, loadingComplete: true },
  projects: { list: [{ _id: 'p1', name: 'Spot' }], activeProjectId: 'p1' },
  analysis: { main: { projectId: 'p1', emotion_data: {} }, comparison: null },
  dialogs: { error: { message: 'x' }, confirm: null, success: null },
  loader: { pending: 2, navigating: true },
};

class MemoryStorage {
  items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('session persistence', () => {
  it('keeps everything but the analysis data and the project list (and moment-only UI)', () => {
    const saved = JSON.parse(JSON.stringify(persistable(loaded))) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['flags', 'preferences', 'projects', 'session']);
    expect(saved.projects).toEqual({ activeProjectId: 'p1' });
    expect(JSON.stringify(saved)).not.toContain('emotion_data');
    expect(JSON.stringify(saved)).not.toContain('Spot');
  });

  it('restores what was saved, with an empty project list and no analysis', () => {
    const restored = restore(JSON.stringify(persistable(loaded)));
    expect(restored.session).toEqual(loaded.session);
    expect(restored.preferences).toEqual(loaded.preferences);
    expect(restored.flags).toEqual(loaded.flags);
    expect(restored.projects).toEqual({ list: [], activeProjectId: 'p1' });
    expect(restored.analysis).toEqual(initialState.analysis);
    expect(restored.loader).toEqual(initialState.loader);
  });

  it('ignores damaged or foreign data', () => {
    expect(restore('not json')).toEqual(initialState);
    expect(restore(JSON.stringify({ session: { token: 42 } }))).toEqual(initialState);
    expect(restore(null)).toEqual(initialState);
  });

  it('writes on relevant changes only', () => {
    const storage = new MemoryStorage();
    const store = createStore(appReducer, initialState);
    persistTo(storage, store);
    store.dispatch({ type: 'projects/list', list: [{ _id: 'p9' }] });
    expect(storage.items.size).toBe(0);
    store.dispatch({ type: 'preferences/language', language: 'fr' });
    expect(JSON.parse(storage.items.get(PERSIST_KEY) ?? '{}').preferences.language).toBe('fr');
  });
});

describe('store actions', () => {
  it('clear-all resets every module except the loader', () => {
    const cleared = appReducer(loaded, { type: 'clearAll' });
    expect(cleared).toEqual({ ...initialState, loader: loaded.loader });
  });

  it('logout clears the token and the user data', () => {
    const out = appReducer(loaded, { type: 'session/loggedOut' });
    expect(out.session.token).toBeNull();
    expect(out.projects.list).toEqual([]);
    expect(out.preferences).toEqual(loaded.preferences);
  });

  it('an expired session logs out and remembers why', () => {
    const out = appReducer(loaded, { type: 'session/expired' });
    expect(out.session.token).toBeNull();
    expect(out.session.expired).toBe(true);
  });

  it('navigation resets the dialogs', () => {
    expect(appReducer(loaded, { type: 'dialogs/reset' }).dialogs).toEqual(initialState.dialogs);
  });

  it('finishing the tour remembers it', () => {
    const started = appReducer(initialState, { type: 'tour/start' });
    expect(started.flags.tourActive).toBe(true);
    const done = appReducer(started, { type: 'tour/finish' });
    expect(done.flags.tourActive).toBe(false);
    expect(done.preferences.tourSeen).toBe(true);
  });
});
