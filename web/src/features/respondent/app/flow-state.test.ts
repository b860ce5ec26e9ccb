import { describe, expect, it } from 'vitest';
import type { RespondentStep } from '../flow/plan.ts';
import { EVOKED_EMOTIONS } from '../../../../../shared/src/fieldwork/index.ts';
import type { FlowProgress } from './flow-progress.ts';
import {
  flowReducer,
  initialFlowState,
  type FlowEvent,
  type FlowState,
  type StepsPhase,
} from './flow-state.ts';

const SCREENER = { age: 34, gender: 'female', region: 'centre' } as const;
const STIMULUS = { stimulusId: 's1' } as Extract<RespondentStep, { kind: 'stimulus' }>['stimulus'];
const WEBCAM_STEPS: RespondentStep[] = [
  { kind: 'camera' },
  { kind: 'calibration' },
  { kind: 'stimulus', stimulus: STIMULUS, index: 0, count: 1 },
  { kind: 'revalidation' },
  { kind: 'evoked', stimulus: STIMULUS, emotions: [...EVOKED_EMOTIONS], index: 0, count: 1 },
  { kind: 'demographics' },
  { kind: 'complete' },
];
const KEPT: FlowProgress = {
  sessionId: 'session-1',
  webcam: true,
  measuring: true,
  screener: SCREENER,
  index: 2,
  evoked: {},
  playback: {},
  questions: [],
  demographics: {},
  gaze: null,
  playedTo: null,
};

const state = (phase: FlowState['phase'], entryError: string | null = null): FlowState => ({
  phase,
  entryError,
});
const stepsAt = (index: number, resumeAt: number | null = null): StepsPhase => ({
  kind: 'steps',
  sessionId: 'session-1',
  webcam: true,
  screener: SCREENER,
  steps: WEBCAM_STEPS,
  index,
  resumeAt,
});
const opened = (resumed?: FlowProgress): FlowEvent => ({
  type: 'opened',
  sessionId: 'session-1',
  webcam: true,
  screener: SCREENER,
  steps: WEBCAM_STEPS,
  ...(resumed ? { resumed } : {}),
});

const CONSENT = state({ kind: 'consent' });
const SCREENER_PHASE = state({ kind: 'screener', webcam: true });
const RESUMING = state({ kind: 'resuming', progress: KEPT });
const LEAVING = state({ kind: 'leaving' });
const STEPS = state(stepsAt(2));

describe('initialFlowState', () => {
  it('starts at consent, or resuming with a kept place', () => {
    expect(initialFlowState(null)).toEqual(CONSENT);
    expect(initialFlowState(KEPT)).toEqual(RESUMING);
  });
});

describe('flowReducer: the valid transitions', () => {
  it('consent → screener, with the webcam choice', () => {
    expect(flowReducer(CONSENT, { type: 'agreed', webcam: false })).toEqual(
      state({ kind: 'screener', webcam: false }),
    );
  });

  it('an entry that failed shows its text until the next try (screener and resuming)', () => {
    for (const from of [SCREENER_PHASE, RESUMING]) {
      const failed = flowReducer(from, { type: 'entryFailed', message: 'No network' });
      expect(failed).toEqual({ ...from, entryError: 'No network' });
      expect(flowReducer(failed, { type: 'entering' })).toEqual(from);
    }
  });

  it('screener → the steps from the first, the error cleared', () => {
    expect(flowReducer({ ...SCREENER_PHASE, entryError: 'earlier' }, opened())).toEqual(state(stepsAt(0)));
  });

  it('resuming → the kept step, through the camera first when it was measuring', () => {
    expect(flowReducer(RESUMING, opened(KEPT))).toEqual(state(stepsAt(0, 2)));
    expect(flowReducer(RESUMING, opened({ ...KEPT, measuring: false }))).toEqual(state(stepsAt(2)));
  });

  it('resuming into another session (the server gave a new one) → its first step', () => {
    expect(flowReducer(RESUMING, opened())).toEqual(state(stepsAt(0)));
  });

  it('screener or resuming → leaving, when the server ends the entry at once', () => {
    expect(flowReducer(SCREENER_PHASE, { type: 'left' })).toEqual(LEAVING);
    expect(flowReducer(RESUMING, { type: 'left' })).toEqual(LEAVING);
  });

  it('a done step → the next one', () => {
    expect(flowReducer(STEPS, { type: 'stepDone' })).toEqual(state(stepsAt(3)));
  });

  it('a done step passes over the following steps of the skipped kinds', () => {
    expect(
      flowReducer(state(stepsAt(0)), { type: 'stepDone', skip: ['calibration', 'revalidation'] }),
    ).toEqual(state(stepsAt(2)));
    expect(
      flowReducer(state(stepsAt(2)), { type: 'stepDone', skip: ['calibration', 'revalidation'] }),
    ).toEqual(state(stepsAt(4)));
  });

  it('after the camera started again on a reload, the flow goes to the kept step, not the next', () => {
    expect(flowReducer(state(stepsAt(0, 2)), { type: 'stepDone' })).toEqual(state(stepsAt(2)));
  });

  it('the completion step done → past the end (the finish stays on screen)', () => {
    expect(flowReducer(state(stepsAt(6)), { type: 'stepDone' })).toEqual(state(stepsAt(7)));
  });
});

describe('flowReducer: events that do not fit the phase change nothing (the same state)', () => {
  const invalid: [string, FlowState, FlowEvent][] = [
    ['agreed on the screener (a double click)', SCREENER_PHASE, { type: 'agreed', webcam: false }],
    ['agreed while resuming', RESUMING, { type: 'agreed', webcam: true }],
    ['agreed in a session', STEPS, { type: 'agreed', webcam: true }],
    ['agreed while leaving', LEAVING, { type: 'agreed', webcam: true }],
    ['an entry failing at consent', CONSENT, { type: 'entryFailed', message: 'x' }],
    ['an entry failing in a session (a late answer)', STEPS, { type: 'entryFailed', message: 'x' }],
    ['an entry failing while leaving', LEAVING, { type: 'entryFailed', message: 'x' }],
    ['entering at consent', CONSENT, { type: 'entering' }],
    ['entering again without an error', SCREENER_PHASE, { type: 'entering' }],
    ['the same failure twice', state(SCREENER_PHASE.phase, 'x'), { type: 'entryFailed', message: 'x' }],
    ['a session opened at consent', CONSENT, opened()],
    ['a second session opened in a session', STEPS, opened()],
    ['a session opened while leaving', LEAVING, opened()],
    ['leaving from consent', CONSENT, { type: 'left' }],
    ['leaving in a session', STEPS, { type: 'left' }],
    ['leaving twice', LEAVING, { type: 'left' }],
    ['a step done at consent', CONSENT, { type: 'stepDone' }],
    ['a step done on the screener', SCREENER_PHASE, { type: 'stepDone' }],
    ['a step done while resuming', RESUMING, { type: 'stepDone' }],
    ['a step done while leaving', LEAVING, { type: 'stepDone' }],
    ['a step done past the end', state(stepsAt(7)), { type: 'stepDone' }],
  ];
  it.each(invalid)('%s', (_name, from, event) => {
    expect(flowReducer(from, event)).toBe(from);
  });
});
