import { readProjectSessions, removedRespondents } from '../../fieldwork/index.ts';
import type { SessionSource } from './sessions.ts';

/**
 * The sessions a run of the Lambda reads: the fieldwork server's stored sessions of the project
 * (summaries from DynamoDB, samples from the samples bucket), whatever panel sent them. The
 * simulated panel writes its respondents through the same respondent calls, labelled
 * `simulated: true`, so the file counts them as simulated and never as measured. Only completes
 * are read with their samples; the rest of the project's sessions are never analysed.
 */
export function fieldworkSessionSource(): SessionSource {
  return {
    sessions: async function* (clientId, projectId) {
      yield* await readProjectSessions(clientId, projectId, { statuses: ['complete'] });
    },
    removed: removedRespondents,
  };
}
