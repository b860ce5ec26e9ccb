import { projectsApi } from '../../../api/projects.ts';
import { forgetProjectList } from '../project-list.ts';

/** What a quick predict has done so far: a retry goes on from there. */
export interface PredictProgress {
  projectId: string | null;
  uploaded: boolean;
  bought: boolean;
  /** The upload under way, stopped if the dialog closes. */
  upload: AbortController | null;
}

export const noPredictProgress = (): PredictProgress => ({
  projectId: null,
  uploaded: false,
  bought: false,
  upload: null,
});

/**
 * A quick predict that failed or was left leaves nothing behind: its project is deleted (the
 * request outlives the page), and a new attempt starts afresh.
 */
export function discardUnbought(state: PredictProgress): void {
  const projectId = state.projectId;
  if (!projectId || state.bought) return;
  state.projectId = null;
  state.uploaded = false;
  void projectsApi
    .deleteProject({ params: { projectId } }, { keepalive: true })
    .then(forgetProjectList)
    .catch(() => undefined);
}
