import { useEffect, useMemo } from 'react';
import type { AnalysisStatus, ProjectAnalysis } from '@adpulse/shared/analysis/index';
import { isLive, LIVE_REFRESH_MS } from './source-of.ts';

/** How a live results screen polls its status route: every few seconds while it stays live. */
export const liveStatusRefresh = (latest: AnalysisStatus | undefined): number =>
  latest === undefined || isLive(latest) ? LIVE_REFRESH_MS : 0;

/**
 * Follows a live analysis by its status (the owner's GET .../analysis/status, a guest's GET
 * /share/.../status): the file is read again only when the status names another run, and the
 * banner's project status and "a newer run is coming" come from the newest status of the same run.
 */
export function useLiveRun<A extends ProjectAnalysis>(
  analysis: A | undefined,
  status: AnalysisStatus | undefined,
  readFileAgain: () => unknown,
): A | undefined {
  const fileRun = analysis?.run?.runId ?? null;
  const liveRun = status ? (status.run?.runId ?? null) : fileRun;
  useEffect(() => {
    if (liveRun !== fileRun) void readFileAgain();
  }, [liveRun, fileRun, readFileAgain]);
  return useMemo(
    () =>
      analysis && status && status.run?.runId === fileRun
        ? { ...analysis, projectStatus: status.projectStatus, running: status.running }
        : analysis,
    [analysis, status, fileRun],
  );
}
