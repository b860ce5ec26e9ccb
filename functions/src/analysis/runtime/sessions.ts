import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';
import type { RespondentSession, SessionStatus } from '@adpulse/shared/fieldwork/index';

/** A session as its summary gives it, before any sample is read: what a run's fingerprint is made of. */
export interface SessionSummary {
  sessionId: string;
  status: SessionStatus;
  completedAt: string | null;
}

/** The sessions one run reads: their summaries at once, their samples one session at a time. */
export interface SessionList {
  /** Every session the run reads, in the order `sessions()` yields them. */
  summaries: readonly SessionSummary[];
  /** The respondents the quality rules removed, by reason (none known: undefined). */
  removed?: RemovedRespondents | undefined;
  /** The same sessions with their samples (only those of `only`, when given), one at a time, always in the same order. */
  sessions(only?: ReadonlySet<string>): AsyncIterable<RespondentSession>;
}

/**
 * Where a run reads a project's respondents: the fieldwork domain's stored sessions in the Lambda
 * (simulated respondents included, labelled), sessions in memory for engine tests.
 */
export interface SessionSource {
  list(clientId: string, projectId: string): Promise<SessionList>;
}

/** Sessions already in memory (demo data, tests). */
export function sessionsInMemory(sessions: readonly RespondentSession[]): SessionSource {
  return {
    list: () =>
      Promise.resolve({
        summaries: sessions.map(({ sessionId, status, completedAt }) => ({ sessionId, status, completedAt })),
        sessions: async function* (only) {
          yield* only ? sessions.filter((session) => only.has(session.sessionId)) : sessions;
        },
      }),
  };
}
