import { describe, expect, it } from 'vitest';
import type { Sample } from '@adpulse/shared/fieldwork/index';
import {
  decodeSessionSamples,
  encodeSessionSamples,
  mergeBatches,
  SessionSamplesRefused,
  sessionSamplesProblems,
  type StoredCounts,
} from './session-samples.ts';

const sample = (stimulusId: string, t: number, face = true): Sample => ({
  stimulusId,
  t,
  face,
  attentive: face,
  gaze: face ? { x: 0.25, y: 0.75, confidence: 0.9 } : null,
  expr: face
    ? { happy: 0.1, surprise: 0.05, neutral: 0.7, sad: 0.05, angry: 0.04, fear: 0.03, disgust: 0.03 }
    : null,
  ...(t > 1 ? { pose: { yaw: 3.5, pitch: -2.25, roll: 0.125 } } : {}),
});

// Two stimuli; batch 1 arrives with a sample of a, then b, out of time order across batches.
const batches: Sample[][] = [
  [sample('a', 0), sample('a', 0.1, false), sample('b', 0.3)],
  [sample('a', 0.05), sample('b', 0.2), sample('a', 1.7)],
];
const stored: StoredCounts = { sessionId: 's1', stimuli: ['a', 'b'], samplesByStimulus: { a: 4, b: 2 } };

describe('one compact object per session', () => {
  it('round-trips the merged batches exactly: every field, per stimulus in time order', () => {
    const merged = mergeBatches(stored.stimuli, batches);
    expect(merged.a?.map((s) => s.t)).toEqual([0, 0.05, 0.1, 1.7]);
    expect(merged.b?.map((s) => s.t)).toEqual([0.2, 0.3]);
    const bytes = encodeSessionSamples(merged, stored);
    expect(decodeSessionSamples(bytes, 's1')).toEqual(merged);
    // Deterministic: a retried compaction writes the same bytes.
    expect(encodeSessionSamples(mergeBatches(stored.stimuli, batches), stored).equals(bytes)).toBe(true);
  });

  it('refuses to write what the summary did not count: a missing batch, a foreign sample, disorder', () => {
    const missing = mergeBatches(stored.stimuli, batches.slice(0, 1));
    expect(() => encodeSessionSamples(missing, stored)).toThrow(SessionSamplesRefused);
    const problems = (() => {
      try {
        encodeSessionSamples(missing, stored);
        return [];
      } catch (error) {
        return (error as SessionSamplesRefused).problems;
      }
    })();
    expect(problems).toEqual(['a: 2 samples, 4 stored', 'b: 1 samples, 2 stored']);

    const merged = mergeBatches(stored.stimuli, batches);
    const document = JSON.parse(encodeSessionSamples(merged, stored).toString('utf8')) as {
      samples: Record<string, Sample[]>;
    };
    const foreign = structuredClone(document);
    foreign.samples.a![1] = sample('b', 0.05);
    expect(sessionSamplesProblems(foreign, stored)).toEqual(['a[1]: of b']);
    const disorder = structuredClone(document);
    disorder.samples.b!.reverse();
    expect(sessionSamplesProblems(disorder, stored)).toEqual(['b[1]: out of time order']);
    expect(sessionSamplesProblems({ ...document, version: 2 }, stored)).toEqual(['version 2']);
    expect(sessionSamplesProblems(document, { ...stored, sessionId: 's2' })).toEqual(['session s1']);
    expect(sessionSamplesProblems(document, stored)).toEqual([]);
  });

  it("refuses to read another session's object or another format", () => {
    const bytes = encodeSessionSamples(mergeBatches(stored.stimuli, batches), stored);
    expect(() => decodeSessionSamples(bytes, 's2')).toThrow(SessionSamplesRefused);
    expect(() => decodeSessionSamples(Buffer.from('{"format":"other"}'), 's1')).toThrow(
      SessionSamplesRefused,
    );
  });
});
