import { projectSummarySchema, type ProjectSummary } from '@adpulse/shared/projects/index';
import { appStore, dispatch } from '../../../state/app-store.ts';
import type { ProjectRecord } from '../../../state/app-state.ts';
import { createStore } from '../../../state/store.ts';
import type { ApiError } from '../../../api/api-error.ts';
import {
  loadDashboardProjects,
  type DashboardProjects,
  type StatusTotals,
} from '../dashboard/dashboard-load.ts';
import { fetchProjectPage } from './projects-api.ts';

/**
 * The dashboard's project list lives in the app store (spec section 4: not persisted, skipped
 * when already loaded). A list counts as loaded only when the whole load sequence finished for
 * it: any other list in the store (the empty one after a logout, one another screen put there)
 * is loaded again. What the loader knows beyond the list (each status's total) is kept beside it.
 */
const complete = new WeakSet<readonly ProjectRecord[]>();
const summaries = new WeakMap<readonly ProjectRecord[], ProjectSummary[]>();
const totalsOf = new WeakMap<readonly ProjectRecord[], StatusTotals>();

export type LoadPhase = 'idle' | 'loading' | 'failed';
export interface LoadState {
  phase: LoadPhase;
  error: ApiError | null;
}
export const loadState = createStore<LoadState, LoadState>((_, next) => next, { phase: 'idle', error: null });

let running: Promise<void> | null = null;

function publish(loaded: DashboardProjects, done: boolean): void {
  const list: readonly ProjectRecord[] = loaded.projects;
  summaries.set(list, loaded.projects);
  totalsOf.set(list, loaded.totals);
  if (done) complete.add(list);
  dispatch({ type: 'projects/list', list });
}

/** The stored list as project summaries; a record that is not one is left out. */
export function projectsOf(list: readonly ProjectRecord[]): ProjectSummary[] {
  let known = summaries.get(list);
  if (!known) {
    known = list.flatMap((record) => {
      const parsed = projectSummarySchema.safeParse(record);
      return parsed.success ? [parsed.data] : [];
    });
    summaries.set(list, known);
  }
  return known;
}

export function totalsFor(list: readonly ProjectRecord[]): StatusTotals | null {
  return totalsOf.get(list) ?? null;
}

export const isLoaded = (list: readonly ProjectRecord[]): boolean => complete.has(list);

/**
 * Loads the dashboard's projects unless the store already holds them (or a load runs). Pages
 * land in the store as they come; an answer for a client that is no longer signed in is dropped.
 */
export function ensureDashboardProjects(clientId: string): void {
  if (running || isLoaded(appStore.getState().projects.list)) return;
  const stillCurrent = () => appStore.getState().session.clientId === clientId;
  loadState.dispatch({ phase: 'loading', error: null });
  running = loadDashboardProjects(
    (query) => fetchProjectPage(clientId, query),
    (loaded) => {
      if (stillCurrent()) publish(loaded, false);
    },
  )
    .then((loaded) => {
      if (stillCurrent()) publish(loaded, true);
      loadState.dispatch({ phase: 'idle', error: null });
    })
    .catch((error: unknown) => {
      loadState.dispatch({ phase: 'failed', error: error as ApiError });
    })
    .finally(() => {
      running = null;
    });
}

/**
 * Applies a change made on any screen (a move, a deletion) to the stored list, so the dashboard
 * shows it without loading again. Without a stored list there is nothing to change.
 */
export function changeStoredProjects(
  change: (projects: ProjectSummary[]) => ProjectSummary[],
  totalsChange: (totals: StatusTotals) => StatusTotals = (totals) => totals,
): void {
  const current = appStore.getState().projects.list;
  if (current.length === 0) return;
  const totals = totalsFor(current) ?? { pending: 0, active: 0, closed: 0 };
  publish({ projects: change(projectsOf(current)), totals: totalsChange(totals) }, isLoaded(current));
}

export function projectMoved(projectId: string, folder: string | null): void {
  changeStoredProjects((projects) =>
    projects.map((project) => (project._id === projectId ? { ...project, folder } : project)),
  );
}

export function projectDeleted(project: Pick<ProjectSummary, '_id' | 'status'>): void {
  changeStoredProjects(
    (projects) => projects.filter((candidate) => candidate._id !== project._id),
    (totals) => ({ ...totals, [project.status]: Math.max(0, totals[project.status] - 1) }),
  );
}

/** A folder's deletion sends its projects back to the list (spec: nothing is lost silently). */
export function folderDeleted(folderId: string): void {
  changeStoredProjects((projects) =>
    projects.map((project) => (project.folder === folderId ? { ...project, folder: null } : project)),
  );
}
