import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';
import type { RespondentSession } from '@adpulse/shared/fieldwork/index';
import { sessionsForAnalysis } from '../../fieldwork/index.ts';
import { ANALYSED_STATUSES } from '../engine/analyse.ts';
import type { SessionSource } from './sessions.ts';

/**
 * The sessions a run of the Lambda reads: the fieldwork server's stored sessions of the project
 * (summaries from DynamoDB, samples from the samples bucket), whatever panel sent them. The
 * simulated panel writes its respondents through the same respondent calls, labelled
 * `simulated: true`, so the file counts them as simulated and never as measured. Only the
 * sessions the engine counts (ANALYSED_STATUSES) are read with their samples, without the
 * speeders the fieldwork judges on them; the removed count is of the same judgement (one per
 * source and project: a source serves one run).
 */
export function fieldworkSessionSource(): SessionSource {
  const judged = new Map<
    string,
    Promise<{ sessions: RespondentSession[]; removed: RemovedRespondents | undefined }>
  >();
  const judge = (clientId: string, projectId: string) => {
    const key = `${clientId}#${projectId}`;
    const known = judged.get(key);
    if (known) return known;
    const judgement = sessionsForAnalysis(clientId, projectId, ANALYSED_STATUSES);
    judged.set(key, judgement);
    return judgement;
  };
  return {
    sessions: async function* (clientId, projectId) {
      yield* (await judge(clientId, projectId)).sessions;
    },
    removed: async (clientId, projectId) => (await judge(clientId, projectId)).removed,
  };
}
