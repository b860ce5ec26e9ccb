import type { RespondentSession } from '@adpulse/shared/fieldwork/index';

/**
 * Where a run reads a project's respondents: the fieldwork domain's stored sessions in the Lambda,
 * simulated sessions for the demo data and tests.
 */
export interface SessionSource {
  /** Completed sessions so far (the live trigger compares it with the last run's). */
  completes(clientId: string, projectId: string): Promise<number>;
  /** Every session of the project, one at a time, always in the same order. */
  sessions(clientId: string, projectId: string): AsyncIterable<RespondentSession>;
}

/** Sessions already in memory (demo data, tests). */
export function sessionsInMemory(sessions: readonly RespondentSession[]): SessionSource {
  return {
    completes: async () => sessions.filter((session) => session.status === 'complete').length,
    sessions: async function* () {
      yield* sessions;
    },
  };
}
