import type { ScreenerAnswers } from '@adpulse/shared/fieldwork/index';
import type { RespondentStep } from '../flow/plan.ts';
import { resumePlan, type FlowProgress } from './flow-progress.ts';

/** A session is open: the respondent walks planSteps' list. */
export interface StepsPhase {
  kind: 'steps';
  sessionId: string;
  webcam: boolean;
  screener: ScreenerAnswers;
  steps: RespondentStep[];
  index: number;
  /** After a reload with the camera on: the camera starts again, then the flow goes on here. */
  resumeAt: number | null;
}

export type FlowPhase =
  | { kind: 'consent' }
  | { kind: 'screener'; webcam: boolean }
  | { kind: 'resuming'; progress: FlowProgress }
  | { kind: 'leaving' }
  | StepsPhase;

export interface FlowState {
  phase: FlowPhase;
  /** Why the last entry (or re-entry) call failed, shown until the next try. */
  entryError: string | null;
}

export type FlowEvent =
  | { type: 'agreed'; webcam: boolean }
  | { type: 'entering' }
  | { type: 'entryFailed'; message: string }
  | {
      type: 'opened';
      sessionId: string;
      webcam: boolean;
      screener: ScreenerAnswers;
      steps: RespondentStep[];
      /** The kept place of the same session, after a reload. */
      resumed?: FlowProgress;
    }
  | { type: 'left' }
  /** The step is done; the following steps of the `skip` kinds are passed over. */
  | { type: 'stepDone'; skip?: readonly RespondentStep['kind'][] };

/** Where the flow starts: the kept place of an earlier page, else consent. */
export function initialFlowState(kept: FlowProgress | null): FlowState {
  return { phase: kept ? { kind: 'resuming', progress: kept } : { kind: 'consent' }, entryError: null };
}

/** The step after `index`, passing over the kinds in `skip`; past the end when none is left. */
function followingStep(phase: StepsPhase, skip: readonly RespondentStep['kind'][]): number {
  let following = phase.index + 1;
  while (following < phase.steps.length && skip.includes(phase.steps[following]?.kind ?? 'complete')) {
    following += 1;
  }
  return following;
}

function advance(phase: StepsPhase, skip: readonly RespondentStep['kind'][]): StepsPhase {
  if (phase.resumeAt !== null) return { ...phase, index: phase.resumeAt, resumeAt: null };
  return { ...phase, index: followingStep(phase, skip) };
}

/**
 * The respondent flow's transitions: consent → screener → (the server's verdict) a session's
 * steps or leaving; a kept place → resuming → the steps. An event that does not fit the phase
 * (a late answer, a double click) leaves the state as it is, the same object.
 */
export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  const { phase } = state;
  switch (event.type) {
    case 'agreed':
      return phase.kind === 'consent'
        ? { ...state, phase: { kind: 'screener', webcam: event.webcam } }
        : state;
    case 'entering':
    case 'entryFailed': {
      if (phase.kind !== 'screener' && phase.kind !== 'resuming') return state;
      const entryError = event.type === 'entryFailed' ? event.message : null;
      return entryError === state.entryError ? state : { ...state, entryError };
    }
    case 'opened': {
      if (phase.kind !== 'screener' && phase.kind !== 'resuming') return state;
      const place = event.resumed ? resumePlan(event.resumed, event.steps) : { index: 0, resumeAt: null };
      const { sessionId, webcam, screener, steps } = event;
      return { phase: { kind: 'steps', sessionId, webcam, screener, steps, ...place }, entryError: null };
    }
    case 'left':
      return phase.kind === 'screener' || phase.kind === 'resuming'
        ? { ...state, phase: { kind: 'leaving' } }
        : state;
    case 'stepDone':
      return phase.kind === 'steps' && phase.index < phase.steps.length
        ? { ...state, phase: advance(phase, event.skip ?? []) }
        : state;
  }
}
