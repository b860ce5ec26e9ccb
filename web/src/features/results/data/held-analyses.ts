import { useEffect } from 'react';
import { useSWRConfig, type Cache } from 'swr';
import { analysisApi } from '../../../api/analysis.ts';
import { swrKey } from '../../../api/use-api.ts';
import { useAppState } from '../../../state/app-store.ts';

/** The two analyses a screen may keep (spec sections 2 and 3): its project's, and the compared one. */
export interface HeldAnalyses {
  main: string;
  comparison: string | null;
}

const ANALYSIS_PREFIX = `${analysisApi.getAnalysis.route.domain}.${analysisApi.getAnalysis.route.name} `;

/** The cache key of a project's analysis, as `useProjectResults` reads it. */
export function analysisKey(clientId: string, projectId: string): string {
  return swrKey(analysisApi.getAnalysis, { params: { clientId, projectId } });
}

/**
 * Spec section 3, "at most a main and a comparison analysis are held": drops from the cache every
 * analysis but the held ones (moving to another comparison drops the previous one). Other cached
 * reads are kept. Answers the keys dropped.
 */
export function dropUnheldAnalyses(
  cache: Pick<Cache, 'keys' | 'delete'>,
  clientId: string,
  held: HeldAnalyses,
): string[] {
  const keep = new Set([held.main, held.comparison].flatMap((id) => (id ? [analysisKey(clientId, id)] : [])));
  const dropped = [...cache.keys()].filter((key) => key.startsWith(ANALYSIS_PREFIX) && !keep.has(key));
  for (const key of dropped) cache.delete(key);
  return dropped;
}

/** Keeps only the screen's main (and comparison) analysis in the cache while the screen is shown. */
export function useHeldAnalyses(main: string | undefined, comparison: string | null = null): void {
  const { cache } = useSWRConfig();
  const clientId = useAppState((state) => state.session.clientId);
  useEffect(() => {
    if (clientId && main) dropUnheldAnalyses(cache, clientId, { main, comparison });
  }, [cache, clientId, main, comparison]);
}
