import type {
  Calibration,
  EntrySource,
  GazeValidation,
  FieldworkState,
  CloseReason,
  RespondentSession,
  Outcome,
  QualityReason,
  QuotaPlan,
  ScreenerAnswers,
  ScreenerOptions,
  SessionStatus,
  OrderRule,
  PanelRefund,
  TestQuestion,
  TestStimulus,
} from '@adpulse/shared/fieldwork/index';
import type { Language } from '@adpulse/shared';
import type { AudienceSource, PanelProvider } from '@adpulse/shared/projects/index';
import type { ErrorCode } from '@adpulse/shared';
import type { PanelProjectState } from '../panel/panel.ts';

/** A stimulus as the test keeps it: what the respondent sees, and where its playable file is. */
export interface StoredStimulus extends Omit<TestStimulus, 'src'> {
  media: { bucket: 'results'; key: string };
}

/** What the respondent app is shown, fixed when fieldwork launches. */
export interface TestContent {
  languages: Language[];
  screener: ScreenerOptions;
  orderRule: OrderRule;
  /** The client's company name as the feed mock-ups' advertiser; absent on content launched before it. */
  advertiser?: string | null;
  stimuli: StoredStimulus[];
  questions: TestQuestion[];
  /** The project asks the attention check; absent on content launched before it (none). */
  attentionCheck?: boolean;
}

/** Entries and how they ended; counters on the fieldwork item. */
export const FIELDWORK_COUNTERS = [
  'entries',
  'screenouts',
  'overquotas',
  'closedEntries',
  'dropouts',
  'qualityTerminations',
  'completes',
  'webcamAccepted',
  'webcamRefused',
] as const;
export type FieldworkCounter = (typeof FIELDWORK_COUNTERS)[number];
/**
 * Quality terminations by reason, in `counts` beside the counters (`quality.<reason>`), created
 * by the first termination of that reason.
 */
export type QualityCounter = `quality.${QualityReason}`;

/** A project's fieldwork: `CLIENT#c` / `FIELDWORK#p`. */
export interface FieldworkRecord {
  clientId: string;
  projectId: string;
  panelProvider: PanelProvider;
  /** The test id of the project's panel (its public link). */
  testId: string;
  /** One test id per way in: the project's panel and the direct link. */
  tests: Partial<Record<EntrySource, string>>;
  /** The link is live while the project is. */
  status: 'live';
  state: FieldworkState;
  /** Respondents come from the simulated panel: every result says so. */
  simulated: boolean;
  /**
   * Who answers: the panel, or the client's own audience through the direct link only (never the
   * simulated panel). Absent on fieldwork launched before it existed: the panel.
   */
  audienceSource?: AudienceSource;
  plan: QuotaPlan;
  /**
   * The audience's country and language at launch: with `plan`, what the panel is asked to field
   * (OpenPanel reads no project). Absent on fieldwork launched before it existed.
   */
  panelTarget?: { country: string; language?: string };
  content: TestContent;
  counts: Record<FieldworkCounter, number> & Partial<Record<QualityCounter, number>>;
  /** Per quota cell: slots taken (completes and sessions under way) and completes. */
  taken: Record<string, number>;
  cellCompletes: Record<string, number>;
  createdAt: string;
  startedAt: string;
  closesAt: string;
  closedAt: string | null;
  closeReason: CloseReason | null;
  /** When the client asked to close early, and who (W15): the state is closing until the next check closes it. */
  closeRequestedAt?: string;
  closeRequestedBy?: string;
  /** The project at the panel provider (OpenPanel, Check, ClosePanel); absent before OpenPanel ran. */
  panel?: PanelProjectRecord;
  /** After a panel's refusal ended it (RecordPanelFailure): what was delivered and what goes back (W22, W23). */
  panelSettlement?: PanelSettlementRecord;
}

/** What a client gets back when a panel's refusal ends its fieldwork, decided once. */
export interface PanelSettlementRecord {
  /** Completes that came in before the refusal. */
  delivered: number;
  refund: PanelRefund;
  /** `refunding` until billing gave it back, then `refunded`. */
  state: 'refunding' | 'refunded';
  at: string;
}

/** The provider's side of a fieldwork: its project id, last status read and how the end went. */
export interface PanelProjectRecord {
  /** The provider's id of the project (Dynata extProjectId, PureSpectrum ps_survey_id). */
  id: string;
  state: PanelProjectState;
  /** The provider's counts at the last status read. */
  completes: number;
  starts: number | null;
  checkedAt: string;
  /** ClosePanel's reconciliation of our completes with the provider's. */
  reconciliation?: PanelReconciliation;
  /** The refusal that ended fieldwork (RecordPanelFailure): a stable error code and its params. */
  error?: { code: ErrorCode; params: Record<string, string>; at: string };
}

export interface PanelReconciliation {
  /** Our completes from this panel, those we accept (reported as complete) and those we removed (speeders). */
  ours: number;
  accepted: number;
  removed: number;
  /** The provider's completes after its close, and ours less theirs (our completes it did not count). */
  providerCompletes: number;
  difference: number;
  /** What the provider did with the file: statuses taken, statuses already final. */
  updated: number;
  alreadyFinal: number;
  at: string;
}

/** A public test id: `TEST#t` / `TEST`. */
export interface TestRecord {
  testId: string;
  clientId: string;
  projectId: string;
  panel: EntrySource;
}

/** A panel respondent's entry: `TEST#t` / `ENTRY#<respondentId>`. */
export interface EntryRecord {
  testId: string;
  respondentId: string;
  /** The session the entry started, or how the entry ended at once. */
  sessionId: string | null;
  outcome: Outcome | null;
}

/** One respondent's session summary: `RSESSION#s` / `RSESSION`; the samples are in S3. */
export interface RespondentSessionRecord {
  sessionId: string;
  testId: string;
  clientId: string;
  projectId: string;
  panel: EntrySource;
  respondentId: string;
  params: Record<string, string>;
  screener: ScreenerAnswers;
  cellId: string;
  webcam: boolean;
  simulated: boolean;
  status: SessionStatus;
  /** Why the session ended as a quality termination (status quality). */
  qualityReason?: QualityReason;
  /** Stimulus ids in the order this respondent sees them, and each one's seconds. */
  stimuli: string[];
  durations: Record<string, number>;
  questionIds: string[];
  calibration: Calibration | null;
  /** The gaze re-validation after the last stimulus (absent on records written before it existed). */
  endValidation?: GazeValidation | null;
  answers: RespondentSession['answers'];
  /** Samples stored, in total and per stimulus, and how many of them had a face. */
  sampleCount: number;
  samplesByStimulus: Record<string, number>;
  facesByStimulus: Record<string, number>;
  batches: number;
  /** The compact samples' key once the batches were merged (W20); until then the batches are read. */
  samplesObject?: string;
  startedAt: string;
  lastSeenAt: string;
  completedAt: string | null;
}

/**
 * A signal batch's receipt: `RSESSION#s` / `BATCH#<seq>`, `stored` once its seq is taken and its
 * samples counted (written just before its samples go to S3). `pending`: left by an older version.
 */
export interface BatchRecord {
  sessionId: string;
  seq: number;
  count: number;
  state: 'pending' | 'stored';
  key: string;
}

/** The record without the table's key attributes. */
export function recordOf<T>(item: Record<string, unknown>): T {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _g1p,
    gsi1sk: _g1s,
    gsi2pk: _g2p,
    gsi2sk: _g2s,
    entity: _entity,
    ...record
  } = item;
  return record as T;
}
