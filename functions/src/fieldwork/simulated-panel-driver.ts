import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { API_BASE_PATH, fieldworkContract, fillPath } from '@adpulse/shared';
import {
  ATTENTION_CHECK,
  EVOKED_EMOTIONS,
  EVOKED_INTENSITY_MIN,
  evokedOrder,
  RESPONDENT_MIN_AGE,
  scaleValuesOf,
  type AttentionCheckOption,
  type Outcome,
  type SessionEnded,
  type SessionEntry,
} from '@adpulse/shared/fieldwork/index';
import { buildHttpEvent } from '../platform/http/event.ts';
import type { HttpResult } from '../platform/http/response.ts';
import { findFieldwork } from './data/fieldwork-store.ts';
import type { FieldworkRecord } from './data/records.ts';
import { handler } from './handler.ts';
import { SIMULATOR_HEADER, simulatorCredential } from './simulator-credential.ts';
import {
  DEFAULT_POPULATION,
  defaultImageModel,
  defaultVideoModel,
  respondentEvents,
  simulateRespondent,
  type SimulatedRespondent,
  type SimulationPlan,
} from './simulation/index.ts';

/** Every SCREENOUT_EVERY-th simulated respondent is under age, so the screener turns them away. */
export const SCREENOUT_EVERY = 25;
/**
 * Every DUPLICATE_EVERY-th simulated respondent (index mod 40 = 39) enters again from the device
 * of the respondent before it, so the duplicate rule ends the entry as a quality termination.
 */
export const DUPLICATE_EVERY = 40;
/**
 * Respondents who break a quality rule, by their index (methodology section 11, "Respondent
 * quality in the simulator"), at places no other rule takes (screen-outs are index mod 25 = 24,
 * duplicates mod 40 = 39):
 * - index mod SPEEDER_EVERY = 7: a speeder, in the survey 0.3 of the typical time;
 * - index mod STRAIGHT_LINER_EVERY = 11: every scale answer and evoked intensity on the first point;
 * - index mod PLAYBACK_BREAKER_EVERY = 19: hides the page once during the first ad;
 * - index mod ATTENTION_FAILER_EVERY = 3, when the project asks the attention check: chooses
 *   another option than the instructed one (every other respondent chooses the instructed one).
 */
export const SPEEDER_EVERY = 20;
export const STRAIGHT_LINER_EVERY = 30;
export const PLAYBACK_BREAKER_EVERY = 50;
export const ATTENTION_FAILER_EVERY = 40;
/** What an inattentive respondent chooses in the attention check: an option next to the instructed one. */
const ATTENTION_CHECK_MISSED: AttentionCheckOption = 'green';
/** A speeder's time in the survey as a share of the typical time. */
export const SPEEDER_TIME_SHARE = 0.3;

/**
 * The typical time in the survey of a plan's respondent, in seconds: camera and calibration
 * (40 s), the ads, 10 s of evoked emotions per ad, 15 s per question and 20 s of demographics.
 */
export function typicalSurveySeconds(plan: SimulationPlan): number {
  const ads = plan.stimuli.reduce((sum, stimulus) => sum + stimulus.duration, 0);
  return 40 + ads + 10 * plan.stimuli.length + 15 * plan.questions.length + 20;
}

/** Seconds of samples per signal batch: the simulated panel sends fewer, larger batches than a browser. */
export const SIMULATED_BATCH_SECONDS = 10;
/** Simulated respondents under way at once. */
const CONCURRENCY = 6;

export interface WaveReport {
  sent: number;
  completes: number;
  screenouts: number;
  overquotas: number;
  closed: number;
  dropouts: number;
  /** Respondents who reached the end but failed a respondent quality rule (too few samples, playback, straight-lining). */
  qualityTerminations: number;
  /** Calls the respondent API refused (a session ended by the close, ...): counted, not thrown. */
  refused: number;
  /** The refusals by `route status code` (e.g. `startSession 429 fieldwork.rate_limited`), so a refusal names its cause. */
  refusedBy: Record<string, number>;
}

/** A stable seed from the project id: a project's simulated respondent k is always the same person. */
export function seedOf(projectId: string): number {
  let hash = 2166136261;
  for (const char of projectId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** The generative model of a fielding project: its stimuli with the default truth, its questions. */
export function simulationPlanOfFieldwork(record: FieldworkRecord): SimulationPlan {
  const stimuli = record.content.stimuli.map((stimulus) =>
    stimulus.kind === 'image'
      ? defaultImageModel(stimulus.stimulusId, stimulus.duration, stimulus)
      : defaultVideoModel(stimulus.stimulusId, stimulus.duration, stimulus),
  );
  const regions = record.plan.regions.length
    ? record.plan.regions
    : record.content.screener.regions.map((region) => region.id);
  return {
    projectId: record.projectId,
    stimuli,
    orderRule: record.content.orderRule,
    questions: record.content.questions,
    attentionCheck: record.content.attentionCheck ?? false,
    population: { ...DEFAULT_POPULATION, regions: regions.length ? regions : DEFAULT_POPULATION.regions },
    seed: seedOf(record.projectId),
  };
}

/**
 * Whether the simulated panel may send respondents to this fieldwork: a panel audience only. A
 * client's own audience (the direct link) brings real respondents in every mode, never a
 * simulated fill (issue 23).
 */
export function simulatedPanelDrives(record: Pick<FieldworkRecord, 'audienceSource'>): boolean {
  return (record.audienceSource ?? 'panel') === 'panel';
}

/**
 * The simulated panel (PANEL_MODE=simulated): sends respondents `first` .. `first + count - 1` of
 * the project's generative model through the public respondent API, call by call as a browser
 * makes them (the fieldwork handler with API Gateway events: entry with screener and quota,
 * calibration, signal batches, answers, complete), each labelled `simulated: true`. Some screen
 * out (under age), some find their cell full (over-quota), some leave mid-stimulus (drop-outs,
 * swept when idle). Stops early once fieldwork is no longer fielding. Sends none to an own
 * audience (`simulatedPanelDrives`).
 */
export async function sendSimulatedRespondents(
  clientId: string,
  projectId: string,
  first: number,
  count: number,
): Promise<WaveReport> {
  const report: WaveReport = {
    sent: 0,
    completes: 0,
    screenouts: 0,
    overquotas: 0,
    closed: 0,
    dropouts: 0,
    qualityTerminations: 0,
    refused: 0,
    refusedBy: {},
  };
  const record = await findFieldwork(clientId, projectId, true);
  const testId = record?.tests.direct;
  if (!record || !testId || record.state !== 'fielding' || !simulatedPanelDrives(record)) return report;
  const plan = simulationPlanOfFieldwork(record);
  let next = first;
  let open = true;
  const worker = async () => {
    while (open && next < first + count) {
      const index = next;
      next += 1;
      report.sent += 1;
      const ending = await sendRespondent(testId, respondentOf(plan, index), simulatedSource(plan, index));
      if (typeof ending === 'string') report[ending] += 1;
      else {
        report.refused += 1;
        report.refusedBy[ending.refused] = (report.refusedBy[ending.refused] ?? 0) + 1;
      }
      if (ending === 'closed') open = false;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}

function respondentOf(plan: SimulationPlan, index: number): SimulatedRespondent {
  const respondent = withQualityBehaviour(plan, simulateRespondent(plan, index));
  if (index % SCREENOUT_EVERY !== SCREENOUT_EVERY - 1) return respondent;
  return { ...respondent, screener: { ...respondent.screener, age: RESPONDENT_MIN_AGE - 2 } };
}

/**
 * What the respondent app would report of a simulated respondent beside its answers: its time in
 * the survey (the typical time, 0.85 to 1.3 of it by its index; a speeder's SPEEDER_TIME_SHARE of
 * it), each ad's playback (clean but for a playback breaker), and a straight-liner's answers.
 */
export function withQualityBehaviour(
  plan: SimulationPlan,
  respondent: SimulatedRespondent,
): SimulatedRespondent {
  const { answers, index } = respondent;
  if (!answers) return respondent;
  const typical = typicalSurveySeconds(plan);
  const spread = 0.85 + 0.45 * ((Math.imul(index + 1, 2654435761) >>> 0) / 2 ** 32);
  const speeder = index % SPEEDER_EVERY === 7;
  const breaker = index % PLAYBACK_BREAKER_EVERY === 19;
  const liner = index % STRAIGHT_LINER_EVERY === 11;
  const inattentive = index % ATTENTION_FAILER_EVERY === 3;
  const lined = liner ? straightLined(plan, answers, respondent.order) : answers;
  return {
    ...respondent,
    answers: {
      ...lined,
      ...(plan.attentionCheck
        ? { attentionCheck: inattentive ? ATTENTION_CHECK_MISSED : ATTENTION_CHECK.instructed }
        : {}),
      simulatedSeconds: Math.round(typical * (speeder ? SPEEDER_TIME_SHARE : spread)),
      playback: respondent.order.map((stimulusId, place) => ({
        stimulusId,
        seeks: 0,
        hides: breaker && place === 0 ? 1 : 0,
      })),
      evokedOrder: respondent.order.map((stimulusId) => ({
        stimulusId,
        order: evokedOrder(`simulated-${index}`, stimulusId),
      })),
    },
  };
}

/** A straight-liner's answers: each scale question on its first point, two evoked emotions per ad at intensity 1. */
function straightLined(
  plan: SimulationPlan,
  answers: NonNullable<SimulatedRespondent['answers']>,
  order: string[],
): NonNullable<SimulatedRespondent['answers']> {
  const scales = new Map(
    plan.questions
      .filter((question) => question.type === 'scale')
      .map((question) => [question.questionId, scaleValuesOf(question.answers.answerList)[0] ?? 0]),
  );
  return {
    ...answers,
    questions: answers.questions.map((answer) =>
      scales.has(answer.questionId) ? { ...answer, answer: scales.get(answer.questionId) ?? 0 } : answer,
    ),
    evoked: order.flatMap((stimulusId) =>
      EVOKED_EMOTIONS.slice(0, 2).map((emotion) => ({
        stimulusId,
        emotion,
        intensity: EVOKED_INTENSITY_MIN,
      })),
    ),
  };
}

/**
 * A simulated respondent's source address (one private address each) and device key (SHA-256 of
 * the project and index; a duplicate reuses the one before).
 */
export function simulatedSource(plan: SimulationPlan, index: number): { address: string; device: string } {
  const deviceOf = (at: number) => createHash('sha256').update(`${plan.projectId}#${at}`).digest('hex');
  return {
    address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    device: deviceOf(index % DUPLICATE_EVERY === DUPLICATE_EVERY - 1 ? index - 1 : index),
  };
}

type Ending = Exclude<keyof WaveReport, 'sent' | 'refused' | 'refusedBy'>;
/** A call the respondent API refused: `route status code`. */
interface Refusal {
  refused: string;
}
const refusal = (route: RespondentRoute, answer: CallAnswer<unknown>): Refusal => ({
  refused: `${route} ${answer.status} ${answer.code ?? ''}`.trim(),
});
const ENDING_OF: Partial<Record<Outcome, Ending>> = {
  screenout: 'screenouts',
  overquota: 'overquotas',
  closed: 'closed',
  quality: 'qualityTerminations',
};

async function sendRespondent(
  testId: string,
  respondent: SimulatedRespondent,
  source: { address: string; device: string },
): Promise<Ending | Refusal> {
  let sessionId = '';
  const call = callFrom(source.address);
  for (const event of respondentEvents(respondent, SIMULATED_BATCH_SECONDS)) {
    switch (event.type) {
      case 'start': {
        const request = { ...event.request, device: source.device };
        const entry = await call<SessionEntry>('startSession', { testId }, request, {
          [SIMULATOR_HEADER]: await simulatorCredential(testId),
        });
        if (!entry.ok) return refusal('startSession', entry);
        if ('outcome' in entry.body) return ENDING_OF[entry.body.outcome] ?? { refused: entry.body.outcome };
        sessionId = entry.body.sessionId;
        break;
      }
      case 'calibration': {
        const saved = await call('saveCalibration', { sessionId }, event.calibration);
        if (!saved.ok) return refusal('saveCalibration', saved);
        break;
      }
      case 'samples': {
        const posted = await call('postSignals', { sessionId }, { seq: event.seq, samples: event.samples });
        if (!posted.ok) return refusal('postSignals', posted);
        break;
      }
      case 'leave':
        return 'dropouts';
      case 'answers': {
        const saved = await call('saveAnswers', { sessionId }, event.answers);
        if (!saved.ok) return refusal('saveAnswers', saved);
        break;
      }
      case 'complete': {
        const ended = await call<SessionEnded>('completeSession', { sessionId });
        if (!ended.ok) return refusal('completeSession', ended);
        if (ended.body.outcome === 'complete') return 'completes';
        return ENDING_OF[ended.body.outcome] ?? { refused: ended.body.outcome };
      }
    }
  }
  return { refused: 'no end' };
}

type RespondentRoute = 'startSession' | 'saveCalibration' | 'postSignals' | 'saveAnswers' | 'completeSession';

/** One respondent's calls through the fieldwork handler, as API Gateway would deliver them from `sourceIp`. */
const callFrom =
  (sourceIp: string) =>
  async <T = unknown>(
    route: RespondentRoute,
    params: Record<string, string>,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<CallAnswer<T>> => {
    const { method, path } = fieldworkContract.routes[route];
    const rawPath = fillPath(path, params);
    const event = buildHttpEvent({
      method,
      routePath: `${API_BASE_PATH}${path}`,
      rawPath: `${API_BASE_PATH}${rawPath}`,
      pathParameters: params,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      sourceIp,
    });
    const result = (await handler(event, lambdaContext())) as HttpResult;
    const status = result.statusCode ?? 200;
    const answer: unknown = result.body ? JSON.parse(result.body) : undefined;
    const ok = status >= 200 && status < 300;
    return { ok, status, body: answer as T, code: ok ? undefined : errorCodeOf(answer) };
  };

interface CallAnswer<T> {
  ok: boolean;
  status: number;
  body: T;
  /** The error's stable code, when refused. */
  code: string | undefined;
}

function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

function lambdaContext(): Context {
  return {
    awsRequestId: `simulated-panel-${Date.now()}`,
    functionName: 'simulated-panel',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:simulated-panel',
    memoryLimitInMB: '512',
    logGroupName: '/aws/lambda/simulated-panel',
    logStreamName: 'simulated-panel',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
