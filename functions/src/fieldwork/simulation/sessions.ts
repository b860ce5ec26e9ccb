import {
  MAX_SAMPLES_PER_BATCH,
  type Answers,
  type Calibration,
  type RespondentSession,
  type Sample,
  type StartSessionRequest,
} from '@adpulse/shared/fieldwork/index';
import { simulateRespondent, type SimulatedRespondent, type SimulationPlan } from './respondent.ts';

/**
 * Simulated respondents as the analysis reads them (whole sessions), and as the respondent API
 * receives them (a stream of calls in the order a browser makes them).
 */

export function toSession(
  plan: SimulationPlan,
  respondent: SimulatedRespondent,
  startedAt = new Date(Date.UTC(2025, 0, 1)),
): RespondentSession {
  const seconds = respondent.order.reduce(
    (sum, id) => sum + (plan.stimuli.find((stimulus) => stimulus.stimulusId === id)?.duration ?? 0),
    0,
  );
  return {
    sessionId: `sim${plan.seed}r${respondent.index}`.replace(/[^A-Za-z0-9_-]/g, '_'),
    projectId: plan.projectId,
    simulated: true,
    status: respondent.dropout ? 'dropout' : 'complete',
    panel: { provider: 'direct', respondentId: respondent.panelId },
    screener: respondent.screener,
    webcam: respondent.webcam,
    stimuli: respondent.order,
    calibration: respondent.calibration,
    endValidation: null,
    samples: respondent.samples,
    answers: respondent.answers,
    startedAt: startedAt.toISOString(),
    completedAt: respondent.dropout
      ? null
      : new Date(startedAt.getTime() + (seconds + 90) * 1000).toISOString(),
  };
}

export interface SimulatedSessions {
  sessions: RespondentSession[];
  respondents: SimulatedRespondent[];
}

/** n respondents (drop-outs included, as a panel would send them). */
export function simulateSessions(plan: SimulationPlan, count: number, firstIndex = 0): SimulatedSessions {
  const respondents = Array.from({ length: count }, (_, k) => simulateRespondent(plan, firstIndex + k));
  return { respondents, sessions: respondents.map((respondent) => toSession(plan, respondent)) };
}

/** The calls a respondent's browser makes, in order; `samples` events carry batches of up to 1 s. */
export type RespondentEvent =
  | { type: 'start'; request: StartSessionRequest }
  | { type: 'calibration'; calibration: Calibration }
  | { type: 'samples'; stimulusId: string; seq: number; samples: Sample[] }
  | { type: 'answers'; answers: Answers }
  | { type: 'leave'; stimulusId: string; t: number }
  | { type: 'complete' };

export function* respondentEvents(
  respondent: SimulatedRespondent,
  batchSeconds = 1,
): Generator<RespondentEvent, void, undefined> {
  yield {
    type: 'start',
    request: {
      panel: { provider: 'direct', respondentId: respondent.panelId, params: {} },
      screener: respondent.screener,
      consent: { webcam: respondent.webcam },
      simulated: true,
    },
  };
  if (respondent.calibration) yield { type: 'calibration', calibration: respondent.calibration };
  let seq = 0;
  for (const stimulusId of respondent.order) {
    const samples = respondent.samples[stimulusId] ?? [];
    let batch: Sample[] = [];
    let batchEnd = batchSeconds;
    for (const sample of samples) {
      if ((sample.t >= batchEnd || batch.length === MAX_SAMPLES_PER_BATCH) && batch.length) {
        yield { type: 'samples', stimulusId, seq: seq++, samples: batch };
        batch = [];
      }
      while (sample.t >= batchEnd) batchEnd += batchSeconds;
      batch.push(sample);
    }
    if (batch.length) yield { type: 'samples', stimulusId, seq: seq++, samples: batch };
    if (respondent.dropout?.stimulusId === stimulusId) {
      yield { type: 'leave', stimulusId, t: respondent.dropout.t };
      return;
    }
  }
  if (respondent.answers) yield { type: 'answers', answers: respondent.answers };
  yield { type: 'complete' };
}
