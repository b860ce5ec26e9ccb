import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';
import type { RespondentSession } from '@adpulse/shared/fieldwork/index';

/**
 * Where a run reads a project's respondents: the fieldwork domain's stored sessions in the Lambda
 * (simulated respondents included, labelled), sessions in memory for engine tests.
 */
export interface SessionSource {
  /** Every session of the project, one at a time, always in the same order. */
  sessions(clientId: string, projectId: string): AsyncIterable<RespondentSession>;
  /** The respondents the quality rules removed, by reason (none known: undefined). */
  removed?(clientId: string, projectId: string): Promise<RemovedRespondents | undefined>;
}

/** Sessions already in memory (demo data, tests). */
export function sessionsInMemory(sessions: readonly RespondentSession[]): SessionSource {
  return {
    sessions: async function* () {
      yield* sessions;
    },
  };
}
