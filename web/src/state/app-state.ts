import type { ClientType, Language, SubType } from '@adpulse/shared';

export interface SessionState {
  token: string | null;
  /** The client id (accountId of the login answer). */
  clientId: string | null;
  userId: string | null;
  subType: SubType;
  branchId: string | null;
  clientType: ClientType | null;
  multiUser: boolean;
  firstLogin: boolean;
  /**
   * This device's clock minus the API's when the token was issued (ms). The token's `exp` is on
   * the API's clock; a device running ahead would otherwise see a fresh token as about to end.
   */
  clockSkewMs: number;
  /** On while a shared-results link is open: read-only, no login. */
  guest: boolean;
  /** Set when a call answered 401, so Login can say why the user is there. */
  expired: boolean;
}

export interface PreferencesState {
  /** The language the user chose; null until they pick or open one. */
  language: Language | null;
  tourSeen: boolean;
  /** Id of the newest What's New entry the user opened. */
  whatsNewSeen: string | null;
}

export interface FlagsState {
  tourActive: boolean;
  folderSorting: boolean;
  loadingComplete: boolean;
}

export type ProjectRecord = Readonly<Record<string, unknown>>;

export interface ProjectsState {
  list: readonly ProjectRecord[];
  activeProjectId: string | null;
}

/** At most a main and a comparison analysis are held (spec section 3). */
export interface AnalysisState {
  main: unknown;
  comparison: unknown;
}

export interface DialogText {
  message: string;
  title?: string;
}
export interface ConfirmDialog extends DialogText {
  id: number;
}
export interface DialogsState {
  error: DialogText | null;
  confirm: ConfirmDialog | null;
  success: DialogText | null;
}

export interface LoaderState {
  /** Calls in flight that asked for the global loader. */
  pending: number;
  navigating: boolean;
}

export type Panel = 'help' | 'whatsNew';
export interface UiState {
  panel: Panel | null;
  analysisModalOpen: boolean;
}

export interface AppState {
  session: SessionState;
  preferences: PreferencesState;
  flags: FlagsState;
  projects: ProjectsState;
  analysis: AnalysisState;
  dialogs: DialogsState;
  loader: LoaderState;
  ui: UiState;
}

export const initialSession: SessionState = {
  token: null,
  clientId: null,
  userId: null,
  subType: 'admin',
  branchId: null,
  clientType: null,
  multiUser: false,
  firstLogin: false,
  clockSkewMs: 0,
  guest: false,
  expired: false,
};

export const initialState: AppState = {
  session: initialSession,
  preferences: { language: null, tourSeen: false, whatsNewSeen: null },
  flags: { tourActive: false, folderSorting: false, loadingComplete: false },
  projects: { list: [], activeProjectId: null },
  analysis: { main: null, comparison: null },
  dialogs: { error: null, confirm: null, success: null },
  loader: { pending: 0, navigating: false },
  ui: { panel: null, analysisModalOpen: false },
};

export type SessionFields = Omit<SessionState, 'guest' | 'expired'>;

export type AppAction =
  | { type: 'session/loggedIn'; session: SessionFields }
  | { type: 'session/loggedOut' }
  | { type: 'session/expired' }
  | { type: 'session/guest'; on: boolean }
  | { type: 'preferences/language'; language: Language }
  | { type: 'preferences/whatsNewSeen'; id: string }
  | { type: 'tour/start' }
  | { type: 'tour/finish' }
  | { type: 'flags/set'; flag: keyof FlagsState; value: boolean }
  | { type: 'projects/list'; list: readonly ProjectRecord[] }
  | { type: 'projects/active'; projectId: string | null }
  | { type: 'analysis/set'; slot: keyof AnalysisState; value: unknown }
  | { type: 'dialogs/error'; dialog: DialogText }
  | { type: 'dialogs/confirm'; dialog: ConfirmDialog }
  | { type: 'dialogs/success'; dialog: DialogText }
  | { type: 'dialogs/close'; kind: keyof DialogsState }
  | { type: 'dialogs/reset' }
  | { type: 'loader/navigation'; navigating: boolean }
  | { type: 'loader/request'; delta: 1 | -1 }
  | { type: 'ui/panel'; panel: Panel | null }
  | { type: 'ui/analysisModal'; open: boolean }
  | { type: 'clearAll' };

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'session/loggedIn':
      return { ...state, session: { ...action.session, guest: false, expired: false } };
    case 'session/loggedOut':
      return {
        ...state,
        session: initialSession,
        projects: initialState.projects,
        analysis: initialState.analysis,
      };
    case 'session/expired':
      return {
        ...state,
        session: { ...initialSession, expired: true },
        projects: initialState.projects,
        analysis: initialState.analysis,
      };
    case 'session/guest':
      return state.session.guest === action.on
        ? state
        : { ...state, session: { ...state.session, guest: action.on } };
    case 'preferences/language':
      return state.preferences.language === action.language
        ? state
        : { ...state, preferences: { ...state.preferences, language: action.language } };
    case 'preferences/whatsNewSeen':
      return { ...state, preferences: { ...state.preferences, whatsNewSeen: action.id } };
    case 'tour/start':
      return { ...state, flags: { ...state.flags, tourActive: true }, ui: { ...state.ui, panel: null } };
    case 'tour/finish':
      return {
        ...state,
        flags: { ...state.flags, tourActive: false },
        preferences: { ...state.preferences, tourSeen: true },
      };
    case 'flags/set':
      return { ...state, flags: { ...state.flags, [action.flag]: action.value } };
    case 'projects/list':
      return { ...state, projects: { ...state.projects, list: action.list } };
    case 'projects/active':
      return { ...state, projects: { ...state.projects, activeProjectId: action.projectId } };
    case 'analysis/set':
      return { ...state, analysis: { ...state.analysis, [action.slot]: action.value } };
    case 'dialogs/error':
      return { ...state, dialogs: { ...state.dialogs, error: action.dialog } };
    case 'dialogs/confirm':
      return { ...state, dialogs: { ...state.dialogs, confirm: action.dialog } };
    case 'dialogs/success':
      return { ...state, dialogs: { ...state.dialogs, success: action.dialog } };
    case 'dialogs/close':
      return { ...state, dialogs: { ...state.dialogs, [action.kind]: null } };
    case 'dialogs/reset': {
      const { error, confirm, success } = state.dialogs;
      return error || confirm || success ? { ...state, dialogs: initialState.dialogs } : state;
    }
    case 'loader/navigation':
      return state.loader.navigating === action.navigating
        ? state
        : { ...state, loader: { ...state.loader, navigating: action.navigating } };
    case 'loader/request':
      return {
        ...state,
        loader: { ...state.loader, pending: Math.max(0, state.loader.pending + action.delta) },
      };
    case 'ui/panel':
      return { ...state, ui: { ...state.ui, panel: action.panel } };
    case 'ui/analysisModal':
      return { ...state, ui: { ...state.ui, analysisModalOpen: action.open } };
    case 'clearAll':
      // Every module goes back to its start, except the loader: calls still in flight will end it.
      return { ...initialState, loader: state.loader };
  }
}
