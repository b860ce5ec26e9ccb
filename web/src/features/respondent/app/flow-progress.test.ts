import { describe, expect, it } from 'vitest';
import { progressStore, resumePlan, type FlowProgress, type ProgressStorage } from './flow-progress.ts';

function memoryStorage(): ProgressStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const PROGRESS: FlowProgress = {
  sessionId: 'session-1',
  webcam: true,
  measuring: true,
  screener: { age: 34, gender: 'female', region: 'centre' },
  index: 2,
  evoked: { 'stimulus-a': [{ stimulusId: 'stimulus-a', emotion: 'amusement', intensity: 4 }] },
  questions: [{ questionId: 'q1', answer: 'Forse' }],
  demographics: { education: 'university' },
  playback: { 'stimulus-a': { stimulusId: 'stimulus-a', seeks: 0, hides: 1 } },
  gaze: {
    ridge: { mean: [0, 1], scale: [1, 1], weights: [[1, 2, 3]], lambda: 1 },
    quality: { targets: 4, errorPx: 120, errorDeg: 3, chanceErrorPx: 300, offsetPx: { x: 0, y: 0 } },
  },
  playedTo: { stimulusId: 'stimulus-a', t: 1.25 },
};

const WEBCAM_STEPS = [
  { kind: 'camera' },
  { kind: 'calibration' },
  { kind: 'stimulus' },
  { kind: 'evoked' },
  { kind: 'stimulus' },
  { kind: 'evoked' },
  { kind: 'question' },
  { kind: 'demographics' },
  { kind: 'complete' },
];

describe('progressStore', () => {
  it('keeps the place per test and respondent, and forgets it when cleared', () => {
    const storage = memoryStorage();
    const store = progressStore(storage, 'test-1', 'respondent-1');
    expect(store.read()).toBeNull();
    store.write(PROGRESS);
    expect(store.read()).toEqual(PROGRESS);
    expect(progressStore(storage, 'test-1', 'respondent-2').read()).toBeNull();
    expect(progressStore(storage, 'test-2', 'respondent-1').read()).toBeNull();
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('reads something unreadable or malformed as no place (the test starts over)', () => {
    const storage = memoryStorage();
    const store = progressStore(storage, 'test-1', 'respondent-1');
    storage.setItem('adpulse.progress.test-1.respondent-1', '{not json');
    expect(store.read()).toBeNull();
    storage.setItem('adpulse.progress.test-1.respondent-1', JSON.stringify({ ...PROGRESS, index: -1 }));
    expect(store.read()).toBeNull();
  });

  it('goes on when the storage refuses', () => {
    const refusing: ProgressStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = progressStore(refusing, 'test-1', 'respondent-1');
    expect(() => store.write(PROGRESS)).not.toThrow();
    expect(store.read()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});

describe('resumePlan', () => {
  it('starts the camera again first when it was measuring and a stimulus is ahead', () => {
    expect(resumePlan({ index: 2, measuring: true }, WEBCAM_STEPS)).toEqual({ index: 0, resumeAt: 2 });
    expect(resumePlan({ index: 1, measuring: true }, WEBCAM_STEPS)).toEqual({ index: 0, resumeAt: 1 });
  });

  it('opens the step itself when no stimulus is ahead or the camera was off', () => {
    expect(resumePlan({ index: 6, measuring: true }, WEBCAM_STEPS)).toEqual({ index: 6, resumeAt: null });
    expect(resumePlan({ index: 4, measuring: false }, WEBCAM_STEPS)).toEqual({ index: 4, resumeAt: null });
    expect(resumePlan({ index: 0, measuring: true }, WEBCAM_STEPS)).toEqual({ index: 0, resumeAt: null });
  });

  it('never opens past the last step', () => {
    expect(resumePlan({ index: 40, measuring: false }, WEBCAM_STEPS)).toEqual({ index: 8, resumeAt: null });
  });
});
