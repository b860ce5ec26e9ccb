import { randomBytes } from 'node:crypto';
import {
  isUnguessableRespondentId,
  screen,
  stimulusOrder,
  type Outcome,
  type SessionEntry,
  type TestDefinition,
  type startSessionRequestSchema,
} from '@adpulse/shared/fieldwork/index';
import type { z } from 'zod';
import { now } from '../platform/clock.ts';
import { invalidField, notFound } from '../platform/errors.ts';
import { storage } from '../platform/storage.ts';
import { findFieldwork, findTest } from './data/fieldwork-store.ts';
import type {
  EntryRecord,
  FieldworkRecord,
  RespondentSessionRecord,
  TestContent,
  TestRecord,
} from './data/records.ts';
import { endEntryWrite, findEntry, startSessionWrite } from './data/entries.ts';
import { findRespondentSession } from './data/session-updates.ts';
import { isDuplicateEntry, takeEntryRate, type EntrySourceOf } from './entry-guards.ts';
import { checkEntrySignature } from './entry-signature.ts';
import { exitRedirect } from './exits.ts';
import { linksOf, type PanelIdentity } from './panel/links.ts';
import { fieldworkSettings } from './settings.ts';

type StartRequest = z.output<typeof startSessionRequestSchema>;

/** 128 random bits: the respondent's only credential. */
const newSessionId = () => randomBytes(16).toString('base64url');

async function openTest(testId: string): Promise<{ test: TestRecord; fieldwork: FieldworkRecord }> {
  const test = await findTest(testId);
  const fieldwork = test && (await findFieldwork(test.clientId, test.projectId));
  if (!test || !fieldwork) throw notFound();
  return { test, fieldwork };
}

/** GET /t/{testId}: what the respondent is shown; media links are short-lived. */
export async function readTestDefinition(testId: string): Promise<TestDefinition> {
  const { fieldwork } = await openTest(testId);
  return definitionOf(testId, fieldwork.state === 'fielding' ? 'open' : 'closed', fieldwork.content);
}

/** A test's content as the respondent app reads it, with short-lived links to its media. */
export async function definitionOf(
  testId: string,
  status: TestDefinition['status'],
  content: TestContent,
): Promise<TestDefinition> {
  const stimuli = await Promise.all(
    content.stimuli.map(async ({ media, ...stimulus }) => ({
      ...stimulus,
      src: await storage().viewUrl(media),
    })),
  );
  return {
    testId,
    status,
    languages: content.languages,
    consent: { retentionDays: fieldworkSettings().retentionDays },
    screener: content.screener,
    orderRule: content.orderRule,
    advertiser: content.advertiser ?? null,
    stimuli,
    questions: content.questions,
    attentionCheck: content.attentionCheck ?? false,
  };
}

const COUNTER_OF = {
  screenout: 'screenouts',
  overquota: 'overquotas',
  closed: 'closedEntries',
  quality: 'qualityTerminations',
} as const;
type ImmediateOutcome = keyof typeof COUNTER_OF;

/**
 * POST /t/{testId}/sessions: the screener verdict, then the quota slot, taken by a conditional
 * write before anything else. 201-shaped { sessionId, stimuli } when the respondent takes the
 * test; { outcome, redirect } when the entry ends at once. A panel respondent who enters again
 * gets their session back while it is under way, else the end they had. A new entry first takes
 * its slot in the link's rate limits (429), then ends as a duplicate (quality) when its device or
 * address entered before (entry-guards.ts).
 * With a live panel the entry's link must hold the provider's signature (entry-signature.ts, 403).
 * `simulated: true` is taken from the simulated panel only (`fromSimulator`: its credential came
 * with the request).
 */
export async function enterTest(
  testId: string,
  request: StartRequest,
  fromSimulator = false,
  source: EntrySourceOf = { address: '127.0.0.1' },
): Promise<SessionEntry> {
  if (request.simulated && !fromSimulator) throw invalidField('simulated');
  const { test, fieldwork } = await openTest(testId);
  if (request.panel.provider !== test.panel) throw invalidField('panel.provider');
  await checkEntrySignature(testId, test.panel, request.panel);
  // The direct link's id is its respondent's only key to resume: a guessable one is refused.
  if (test.panel === 'direct' && !fromSimulator && !isUnguessableRespondentId(request.panel.respondentId))
    throw invalidField('panel.respondentId');
  const identity = linksOf(test.panel).readEntry(request.panel);
  const earlier = await findEntry(testId, identity.respondentId);
  if (earlier) return reentry(test, earlier, identity);

  const entry = (sessionId: string | null, outcome: Outcome | null): EntryRecord => ({
    testId,
    respondentId: identity.respondentId,
    sessionId,
    outcome,
  });
  const endAtOnce = async (outcome: ImmediateOutcome): Promise<SessionEntry> => {
    const written = await endEntryWrite(
      test.clientId,
      test.projectId,
      entry(null, outcome),
      COUNTER_OF[outcome],
      outcome === 'quality' ? 'duplicate' : undefined,
    );
    if (written === 'entered-before') return enterTest(testId, request, fromSimulator, source);
    return { outcome, redirect: await exitRedirect(testId, test.panel, outcome, identity) };
  };

  await takeEntryRate(fieldwork, testId, source, fromSimulator);
  if (fieldwork.state !== 'fielding') return endAtOnce('closed');
  if (await isDuplicateEntry(fieldwork, source)) return endAtOnce('quality');
  const verdict = screen(fieldwork.plan, request.screener);
  if (!verdict.eligible) return endAtOnce('screenout');
  const cell = fieldwork.plan.cells.find((candidate) => candidate.cellId === verdict.cellId);
  if (!cell || cell.target <= 0) return endAtOnce('overquota');

  const sessionId = newSessionId();
  const at = new Date(now()).toISOString();
  const stimuli = stimulusOrder(fieldwork.content.stimuli, fieldwork.content.orderRule, sessionId);
  const session: RespondentSessionRecord = {
    sessionId,
    testId,
    clientId: test.clientId,
    projectId: test.projectId,
    panel: test.panel,
    respondentId: identity.respondentId,
    params: identity.params,
    screener: request.screener,
    cellId: cell.cellId,
    webcam: request.consent.webcam,
    simulated: request.simulated,
    status: 'started',
    stimuli: stimuli.map((stimulus) => stimulus.stimulusId),
    durations: Object.fromEntries(stimuli.map((stimulus) => [stimulus.stimulusId, stimulus.duration])),
    questionIds: fieldwork.content.questions.map((question) => question.questionId),
    calibration: null,
    answers: null,
    sampleCount: 0,
    samplesByStimulus: Object.fromEntries(stimuli.map((stimulus) => [stimulus.stimulusId, 0])),
    facesByStimulus: Object.fromEntries(stimuli.map((stimulus) => [stimulus.stimulusId, 0])),
    batches: 0,
    startedAt: at,
    lastSeenAt: at,
    completedAt: null,
  };
  const written = await startSessionWrite(session, entry(sessionId, null), cell.target);
  if (written === 'started') return { sessionId, stimuli: session.stimuli };
  if (written === 'entered-before') return enterTest(testId, request, fromSimulator, source);
  const fresh = await findFieldwork(test.clientId, test.projectId, true);
  return endAtOnce(fresh?.state === 'fielding' ? 'overquota' : 'closed');
}

async function reentry(
  test: TestRecord,
  earlier: EntryRecord,
  identity: PanelIdentity,
): Promise<SessionEntry> {
  if (earlier.outcome && earlier.outcome !== 'complete' && earlier.outcome !== 'dropout') {
    return {
      outcome: earlier.outcome,
      redirect: await exitRedirect(test.testId, test.panel, earlier.outcome, identity),
    };
  }
  const session = earlier.sessionId ? await findRespondentSession(earlier.sessionId) : undefined;
  // Only the link that started the session resumes it: the same panel id with other provider
  // parameters (Dynata's psid and k2, PureSpectrum's transaction) is another entry, and ends here.
  if (session?.status === 'started' && sameParams(session.params, identity.params))
    return { sessionId: session.sessionId, stimuli: session.stimuli };
  return { outcome: 'quality', redirect: await exitRedirect(test.testId, test.panel, 'quality', identity) };
}

function sameParams(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
}
