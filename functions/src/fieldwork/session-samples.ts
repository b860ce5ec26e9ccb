import type { Sample } from '@adpulse/shared/fieldwork/index';

/**
 * One completed session's samples as one object of the samples bucket (the compact object): the
 * signal batches merged, per stimulus in time order, in the shape the signals route validated and
 * stored. Written once at completion (and by the analysis for a session completed before it
 * existed), checked against the session's summary before it is written, and read by the analysis
 * with one GET and one JSON.parse, whose objects are the engine's input (no second conversion).
 */
export const SESSION_SAMPLES_FORMAT = 'adpulse.session-samples';
export const SESSION_SAMPLES_VERSION = 1;

export interface SessionSamplesDocument {
  format: typeof SESSION_SAMPLES_FORMAT;
  version: typeof SESSION_SAMPLES_VERSION;
  sessionId: string;
  /** Samples per stimulus, equal to the session summary's `samplesByStimulus` when written. */
  counts: Record<string, number>;
  samples: Record<string, Sample[]>;
}

/** What the session's summary says was stored: the compact object must hold exactly that. */
export interface StoredCounts {
  sessionId: string;
  stimuli: readonly string[];
  samplesByStimulus: Readonly<Record<string, number>>;
}

/** A compact object that does not hold what the summary counted (a batch missing, a foreign sample, ...). */
export class SessionSamplesRefused extends Error {
  constructor(
    readonly sessionId: string,
    readonly problems: readonly string[],
  ) {
    super(`Session ${sessionId}: compact samples refused (${problems.join('; ')})`);
    this.name = 'SessionSamplesRefused';
  }
}

/**
 * The session's samples per stimulus from its batches in seq order: concatenated, then each
 * stimulus's list sorted by time (stable, so equal times keep upload order). The same merge
 * whether the batches are read at completion or by an analysis.
 */
export function mergeBatches(
  stimuli: readonly string[],
  batches: Iterable<readonly Sample[]>,
): Record<string, Sample[]> {
  const samples: Record<string, Sample[]> = Object.fromEntries(stimuli.map((id) => [id, []]));
  for (const batch of batches) for (const sample of batch) samples[sample.stimulusId]?.push(sample);
  for (const list of Object.values(samples)) list.sort((a, b) => a.t - b.t);
  return samples;
}

/** What is wrong with a compact document against the summary's counts (empty: it may be stored). */
export function sessionSamplesProblems(document: unknown, expected: StoredCounts): string[] {
  if (!isRecord(document)) return ['not an object'];
  if (document.format !== SESSION_SAMPLES_FORMAT) return [`format ${String(document.format)}`];
  if (document.version !== SESSION_SAMPLES_VERSION) return [`version ${String(document.version)}`];
  const problems: string[] = [];
  if (document.sessionId !== expected.sessionId) problems.push(`session ${String(document.sessionId)}`);
  const { samples, counts } = document;
  if (!isRecord(samples) || !isRecord(counts)) return [...problems, 'no samples or counts'];
  for (const stimulusId of Object.keys(samples)) {
    if (!expected.stimuli.includes(stimulusId)) problems.push(`stimulus ${stimulusId} not shown`);
  }
  for (const stimulusId of expected.stimuli) {
    const list = samples[stimulusId];
    const stored = expected.samplesByStimulus[stimulusId] ?? 0;
    if (!Array.isArray(list)) {
      problems.push(`${stimulusId}: no list`);
      continue;
    }
    if (list.length !== stored) problems.push(`${stimulusId}: ${list.length} samples, ${stored} stored`);
    if (counts[stimulusId] !== list.length)
      problems.push(`${stimulusId}: count ${String(counts[stimulusId])}`);
    const misplaced = listProblem(stimulusId, list);
    if (misplaced) problems.push(misplaced);
  }
  return problems.slice(0, 10);
}

/** The first sample of a list that is not this stimulus's, not a sample, or out of time order. */
function listProblem(stimulusId: string, list: readonly unknown[]): string | undefined {
  let previous = -Infinity;
  for (const [index, sample] of list.entries()) {
    if (!isRecord(sample) || typeof sample.t !== 'number' || typeof sample.face !== 'boolean')
      return `${stimulusId}[${index}]: not a sample`;
    if (sample.stimulusId !== stimulusId) return `${stimulusId}[${index}]: of ${String(sample.stimulusId)}`;
    if (sample.t < previous) return `${stimulusId}[${index}]: out of time order`;
    previous = sample.t;
  }
  return undefined;
}

/**
 * The compact object's bytes for merged samples, checked against the summary first: refused
 * (SessionSamplesRefused) when it would not hold exactly what was stored. Deterministic: the
 * same batches give the same bytes, so a retried compaction rewrites the same object.
 */
export function encodeSessionSamples(samples: Record<string, Sample[]>, expected: StoredCounts): Buffer {
  const document: SessionSamplesDocument = {
    format: SESSION_SAMPLES_FORMAT,
    version: SESSION_SAMPLES_VERSION,
    sessionId: expected.sessionId,
    counts: Object.fromEntries(expected.stimuli.map((id) => [id, samples[id]?.length ?? 0])),
    samples: Object.fromEntries(expected.stimuli.map((id) => [id, samples[id] ?? []])),
  };
  const problems = sessionSamplesProblems(document, expected);
  if (problems.length) throw new SessionSamplesRefused(expected.sessionId, problems);
  return Buffer.from(JSON.stringify(document));
}

/**
 * A stored compact object's samples. Only its envelope is checked (format, version, session):
 * the samples were checked against the summary when it was written, and the bucket is ours.
 */
export function decodeSessionSamples(bytes: Buffer, sessionId: string): Record<string, Sample[]> {
  const document = JSON.parse(bytes.toString('utf8')) as Partial<SessionSamplesDocument>;
  if (
    document.format !== SESSION_SAMPLES_FORMAT ||
    document.version !== SESSION_SAMPLES_VERSION ||
    document.sessionId !== sessionId ||
    !isRecord(document.samples)
  ) {
    throw new SessionSamplesRefused(sessionId, ['not this session’s compact samples']);
  }
  return document.samples;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
