import { readProjectSessions, removedRespondents } from '../../fieldwork/index.ts';
import { ANALYSED_STATUSES } from '../engine/analyse.ts';
import type { SessionSource } from './sessions.ts';

/**
 * The sessions a run of the Lambda reads: the fieldwork server's stored sessions of the project
 * (summaries from DynamoDB, samples from the samples bucket), whatever panel sent them. The
 * simulated panel writes its respondents through the same respondent calls, labelled
 * `simulated: true`, so the file counts them as simulated and never as measured. Only the
 * sessions the engine counts (ANALYSED_STATUSES) are read with their samples.
 */
export function fieldworkSessionSource(): SessionSource {
  return {
    sessions: async function* (clientId, projectId) {
      yield* await readProjectSessions(clientId, projectId, { statuses: ANALYSED_STATUSES });
    },
    removed: removedRespondents,
  };
}
