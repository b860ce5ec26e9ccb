import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CANCELED_PREDICT_PARAM } from '@adpulse/shared/billing/purchase';
import { errorText } from '../../../api/error-text.ts';
import { projectsApi } from '../../../api/projects.ts';
import { forgetProjectList } from '../project-list.ts';
import { isMissing } from '../../../api/error-kinds.ts';

/** One deletion per project, however often the screen mounts (a remount must not race it). */
const discarding = new Map<string, Promise<string | null>>();

function discard(projectId: string): Promise<string | null> {
  let pending = discarding.get(projectId);
  if (!pending) {
    pending = projectsApi.deleteProject({ params: { projectId } }).then(
      () => null,
      // Already gone (a second tab, a reload): nothing left to do.
      (error: unknown) => (isMissing(error) ? null : errorText(error)),
    );
    discarding.set(projectId, pending);
  }
  return pending;
}

/**
 * Back on the dashboard from a quick predict's cancelled payment page (CANCELED_PREDICT_PARAM):
 * the unbought project is deleted, as any other failure of the flow deletes it, before the
 * dashboard loads its list; then the parameter leaves the address. The server closes the payment
 * page first and keeps a project whose payment has just gone through (the failure says so).
 */
export function useCanceledPredict(): { settling: boolean; failure: string | null } {
  const [params, setParams] = useSearchParams();
  const projectId = params.get(CANCELED_PREDICT_PARAM);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!projectId) return;
    let live = true;
    void discard(projectId).then((problem) => {
      forgetProjectList();
      if (!live) return;
      setFailure(problem);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CANCELED_PREDICT_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    });
    return () => {
      live = false;
    };
  }, [projectId, setParams]);

  return { settling: projectId !== null, failure };
}
