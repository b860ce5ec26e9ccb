import { createHash } from 'node:crypto';
import { JSON_VERSION } from '@adpulse/shared/analysis/index';
import { EVOKED_EMOTIONS, QUALITY_RULES } from '@adpulse/shared/fieldwork/index';
import type { SessionPartial } from '../engine/analyse.ts';
import { ATTENTIVE_BIN_SHARE, BIN_SECONDS, MIN_GAZE_CONFIDENCE } from '../engine/constants.ts';
import type { RespondentRow } from '../engine/prepare.ts';
import type { AnalysisAsset } from '../engine/types.ts';

/**
 * A live run's partial state: what the engine holds of each session it analysed (its respondent
 * facts and, per asset, its row of the engine's arrays), so that the next live run adds those
 * sessions back without reading their samples and reads only the sessions that are new.
 *
 * Layout: a 4-byte little-endian length, a JSON header (format, the engine key, each session's
 * facts and rows' numbers), then every row's arrays back to back in the header's order, in the
 * platform's byte order (little-endian on both Lambda architectures). Floats are kept as their
 * bits, so a row read back is the row that was written and the file is byte-equal to a full run's.
 */
export const PARTIAL_STATE_FORMAT = 'adpulse.analysis-partials';
/** Bump when what a row holds, or how `AssetAccumulator.add` makes it, changes. */
export const PARTIAL_STATE_VERSION = 1;

/** A session of the partial state: its completion (the summary's) and the engine's partial. */
export interface CoveredSession {
  completedAt: string | null;
  partial: SessionPartial;
}

/**
 * What a row depends on beside the session: the assets (bins from the duration, the saliency
 * grid from the size), the engine's per-sample rules and the format. State of another key is not
 * read (a stimulus added, a rule changed, a new release of the rows).
 */
export function partialEngineKey(assets: readonly AnalysisAsset[]): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        format: PARTIAL_STATE_FORMAT,
        version: PARTIAL_STATE_VERSION,
        JSON_VERSION,
        assets,
        rules: { QUALITY_RULES, BIN_SECONDS, MIN_GAZE_CONFIDENCE, ATTENTIVE_BIN_SHARE },
      }),
    )
    .digest('hex');
}

/** The name of a partial state: its engine key and the sessions it covers (id and completion). */
export function partialStateName(engineKey: string, sessions: readonly CoveredSessionId[]): string {
  const hash = createHash('sha256').update(engineKey);
  for (const { sessionId, completedAt } of sessions) hash.update(`\n${sessionId}|${completedAt ?? ''}`);
  return hash.digest('hex');
}

export interface CoveredSessionId {
  sessionId: string;
  completedAt: string | null;
}

type RowNumbers = Omit<RespondentRow, ArrayField | 'gaze'> & { bins: number; gazeCount: number };
type ArrayField =
  'evoked' | 'binMeasured' | 'binAttentive' | 'binValence' | 'binEngagement' | 'binFaces' | 'binGaze';

interface Header {
  format: typeof PARTIAL_STATE_FORMAT;
  version: typeof PARTIAL_STATE_VERSION;
  engineKey: string;
  sessions: (Omit<SessionPartial, 'rows'> & { completedAt: string | null; rows: (RowNumbers | null)[] })[];
}

type TypedArray = Uint8Array | Uint16Array | Int32Array | Float32Array;

/** A row's arrays in the body's order. */
const arraysOf = (row: RespondentRow): TypedArray[] => [
  row.evoked,
  row.binMeasured,
  row.binAttentive,
  row.binFaces,
  row.binGaze,
  row.binValence,
  row.binEngagement,
  row.gaze.x,
  row.gaze.y,
  row.gaze.t,
  row.gaze.bin,
  row.gaze.cell,
];

/** JSON keeps no NaN or infinity (a row's span is NaN when not measured): tagged, and read back. */
const NON_FINITE = '$nonFinite';
const replaceNonFinite = (_key: string, value: unknown) =>
  typeof value === 'number' && !Number.isFinite(value) ? { [NON_FINITE]: String(value) } : value;
const reviveNonFinite = (_key: string, value: unknown) => {
  if (typeof value !== 'object' || value === null || !(NON_FINITE in value)) return value;
  return Number((value as Record<string, string>)[NON_FINITE]);
};

export function encodePartialState(engineKey: string, sessions: Iterable<CoveredSession>): Buffer {
  const header: Header = {
    format: PARTIAL_STATE_FORMAT,
    version: PARTIAL_STATE_VERSION,
    engineKey,
    sessions: [],
  };
  const body: Uint8Array[] = [];
  for (const { completedAt, partial } of sessions) {
    const { rows, ...facts } = partial;
    header.sessions.push({
      ...facts,
      completedAt,
      rows: rows.map((row) => {
        if (!row) return null;
        for (const array of arraysOf(row))
          body.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
        return {
          info: row.info,
          measured: row.measured,
          gazeOk: row.gazeOk,
          answered: row.answered,
          strong: row.strong,
          sampleHz: row.sampleHz,
          span: row.span,
          gazeAccuracy: row.gazeAccuracy,
          bins: row.binMeasured.length,
          gazeCount: row.gaze.x.length,
        };
      }),
    });
  }
  const json = Buffer.from(JSON.stringify(header, replaceNonFinite));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return Buffer.concat([length, json, ...body]);
}

/** Reads the body's arrays in order, each copied out (aligned, and independent of the object's bytes). */
class BodyReader {
  private offset: number;

  constructor(
    private readonly bytes: Buffer,
    start: number,
  ) {
    this.offset = start;
  }

  read<T extends TypedArray>(make: new (length: number) => T, length: number): T {
    const array = new make(length);
    const end = this.offset + array.byteLength;
    if (end > this.bytes.length) throw new Error('partial state: body too short');
    new Uint8Array(array.buffer).set(this.bytes.subarray(this.offset, end));
    this.offset = end;
    return array;
  }

  get atEnd(): boolean {
    return this.offset === this.bytes.length;
  }
}

function rowOf(numbers: RowNumbers, body: BodyReader): RespondentRow {
  const { bins, gazeCount, ...facts } = numbers;
  return {
    ...facts,
    evoked: body.read(Uint8Array, EVOKED_EMOTIONS.length),
    binMeasured: body.read(Uint8Array, bins),
    binAttentive: body.read(Uint8Array, bins),
    binFaces: body.read(Uint16Array, bins),
    binGaze: body.read(Uint16Array, bins),
    binValence: body.read(Float32Array, bins),
    binEngagement: body.read(Float32Array, bins),
    gaze: {
      x: body.read(Float32Array, gazeCount),
      y: body.read(Float32Array, gazeCount),
      t: body.read(Float32Array, gazeCount),
      bin: body.read(Int32Array, gazeCount),
      cell: body.read(Int32Array, gazeCount),
    },
  };
}

/**
 * The sessions of a stored partial state, by id; undefined when it is not of this format or of
 * another engine key (its rows would not be the rows this run makes).
 */
export function decodePartialState(
  bytes: Buffer,
  engineKey: string,
): Map<string, CoveredSession> | undefined {
  if (bytes.length < 4) return undefined;
  const length = bytes.readUInt32LE(0);
  const header = JSON.parse(
    bytes.subarray(4, 4 + length).toString('utf8'),
    reviveNonFinite,
  ) as Partial<Header>;
  if (
    header.format !== PARTIAL_STATE_FORMAT ||
    header.version !== PARTIAL_STATE_VERSION ||
    header.engineKey !== engineKey ||
    !Array.isArray(header.sessions)
  ) {
    return undefined;
  }
  const body = new BodyReader(bytes, 4 + length);
  const sessions = new Map<string, CoveredSession>();
  for (const { completedAt, rows, ...facts } of header.sessions) {
    sessions.set(facts.sessionId, {
      completedAt,
      partial: { ...facts, rows: rows.map((numbers) => (numbers ? rowOf(numbers, body) : null)) },
    });
  }
  if (!body.atEnd) throw new Error('partial state: bytes left after the last row');
  return sessions;
}
