import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProjectSummary } from '@adpulse/shared/projects/index';
import type { ApiError } from '../../../api/api-error.ts';

export interface ProjectPage<M> {
  items: ProjectSummary[];
  total: number;
  /** What else the first page's answer says (the folder of a folder page). */
  meta: M;
}

export interface PagedProjects<M> {
  items: ProjectSummary[];
  total: number;
  meta: M | null;
  phase: 'loading' | 'ready' | 'more' | 'failed';
  error: ApiError | null;
  loadMore: () => void;
  reload: () => void;
  /** A project changed here; the update answers null when it left this list (moved out, deleted). */
  change(projectId: string, update: (project: ProjectSummary) => ProjectSummary | null): void;
}

interface State<M> {
  items: ProjectSummary[];
  total: number;
  meta: M | null;
  phase: PagedProjects<M>['phase'];
  error: ApiError | null;
}

function start<M>(): State<M> {
  return { items: [], total: 0, meta: null, phase: 'loading', error: null };
}

/**
 * A list read page by page ("load more"), for the projects and folder screens. `key` names the
 * list: a new key starts again from the first page. Pages continue from the number of projects
 * shown, which stays right when projects leave the list here (the server's list shrinks too).
 */
export function usePagedProjects<M>(
  key: string | null,
  loadPage: (skip: number) => Promise<ProjectPage<M>>,
): PagedProjects<M> {
  const [state, setState] = useState<State<M>>(start);
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(loadPage);
  const generation = useRef(0);

  useEffect(() => {
    loader.current = loadPage;
  }, [loadPage]);

  useEffect(() => {
    if (!key) return;
    const mine = ++generation.current;
    setState(start<M>());
    loader.current(0).then(
      (page) => {
        if (mine === generation.current) {
          setState({ items: page.items, total: page.total, meta: page.meta, phase: 'ready', error: null });
        }
      },
      (error: unknown) => {
        if (mine === generation.current)
          setState({ ...start<M>(), phase: 'failed', error: error as ApiError });
      },
    );
  }, [key, attempt]);

  function loadMore() {
    if (state.phase !== 'ready') return;
    const mine = generation.current;
    setState((current) => ({ ...current, phase: 'more', error: null }));
    loader.current(state.items.length).then(
      (page) => {
        if (mine !== generation.current) return;
        setState((latest) => {
          const known = new Set(latest.items.map((project) => project._id));
          const items = [...latest.items, ...page.items.filter((project) => !known.has(project._id))];
          return { ...latest, items, total: page.total, phase: 'ready', error: null };
        });
      },
      (error: unknown) => {
        if (mine === generation.current) {
          setState((latest) => ({ ...latest, phase: 'ready', error: error as ApiError }));
        }
      },
    );
  }

  const change = useCallback(
    (projectId: string, update: (project: ProjectSummary) => ProjectSummary | null) => {
      setState((current) => {
        const project = current.items.find((candidate) => candidate._id === projectId);
        if (!project) return current;
        const next = update(project);
        if (next) {
          return {
            ...current,
            items: current.items.map((candidate) => (candidate === project ? next : candidate)),
          };
        }
        return {
          ...current,
          items: current.items.filter((candidate) => candidate !== project),
          total: Math.max(0, current.total - 1),
        };
      });
    },
    [],
  );

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  return { ...state, loadMore, reload, change };
}
