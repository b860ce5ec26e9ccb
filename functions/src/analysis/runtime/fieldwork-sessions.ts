import { sessionsForAnalysis } from '../../fieldwork/index.ts';
import { ANALYSED_STATUSES } from '../engine/analyse.ts';
import type { SessionSource } from './sessions.ts';

/**
 * The sessions a run of the Lambda reads: the fieldwork server's stored sessions of the project,
 * whatever panel sent them. The simulated panel writes its respondents through the same
 * respondent calls, labelled `simulated: true`, so the file counts them as simulated and never as
 * measured. Only the sessions the engine counts (ANALYSED_STATUSES) are listed, without the
 * speeders the fieldwork judges on them; the removed count is of the same judgement. The list
 * reads DynamoDB only (the summaries); each session's samples are one GET of its compact object,
 * read when the run iterates, at most 8 ahead; a complete compacted then whose compaction does not
 * happen is told to `log`.
 */
export function fieldworkSessionSource(log?: (message: string, detail: unknown) => void): SessionSource {
  return {
    list: (clientId, projectId) => sessionsForAnalysis(clientId, projectId, ANALYSED_STATUSES, log),
  };
}
