import { fieldworkContract } from '@adpulse/shared';
import {
  ATTENTION_CHECK,
  SPEEDER_RULE,
  STRAIGHT_LINING_RULE,
  type Answers,
} from '@adpulse/shared/fieldwork/index';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionsForAnalysis } from '../../functions/src/fieldwork/index.ts';
import { findRespondentSession } from '../../functions/src/fieldwork/data/session-updates.ts';
import { now, resetClock, setClock } from '../../functions/src/platform/clock.ts';
import { invokeRoute } from '../support/invoke-route.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  fieldworkView,
  honestAnswers,
  launchedProject,
  readTest,
  startedSession,
} from './fieldwork-fixtures.ts';

/**
 * The respondent quality rules beyond measurement and duplicates (docs/methodology.md,
 * "Respondent quality"), each through the respondent routes: playback and straight-lining judged
 * at the end, speeders judged when the analysis reads the sessions; each counted by reason on the
 * fieldwork screen.
 */

let owner: SignedIn;
beforeAll(async () => {
  owner = await registeredUser('quality-rules');
});
afterEach(() => resetClock());

/** A survey-only respondent (no webcam) who answers and reaches the end. */
async function respondent(testId: string, answers: (stimuli: readonly string[]) => Answers) {
  const { sessionId, stimuli } = await startedSession(testId, { webcam: false });
  const body = answers(stimuli);
  const saved = await invokeRoute(fieldworkContract.routes.saveAnswers, { params: { sessionId }, body });
  return { sessionId, stimuli, saved };
}

async function completed(testId: string, answers: (stimuli: readonly string[]) => Answers) {
  const { sessionId, saved } = await respondent(testId, answers);
  expect(saved.status, JSON.stringify(saved.body)).toBe(204);
  const ended = await invokeRoute(fieldworkContract.routes.completeSession, { params: { sessionId } });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  return { sessionId, outcome: ended.body.outcome };
}

const reasonsOf = async (projectId: string) => {
  const view = await fieldworkView(owner, projectId);
  expect(view.status).toBe(200);
  return view.body;
};

describe('playback', () => {
  it('a respondent who hid the page or sought during an ad ends as a playback termination; a clean report completes', async () => {
    const project = await launchedProject(owner);
    const withEvents = (hides: number, seeks: number) => (stimuli: readonly string[]) => ({
      ...honestAnswers(stimuli),
      playback: stimuli.map((stimulusId, index) => ({
        stimulusId,
        seeks: index === 0 ? seeks : 0,
        hides: index === 0 ? hides : 0,
      })),
    });
    expect((await completed(project.directTestId, honestAnswers)).outcome).toBe('complete');
    const hid = await completed(project.directTestId, withEvents(1, 0));
    expect(hid.outcome).toBe('quality');
    expect((await findRespondentSession(hid.sessionId))?.qualityReason).toBe('playback');
    expect((await completed(project.directTestId, withEvents(0, 2))).outcome).toBe('quality');

    const view = await reasonsOf(project.projectId);
    expect(view.qualityReasons.playback).toBe(2);
    expect(view.qualityTerminations).toBe(2);
    expect(view.completes).toBe(1);
  }, 60_000);

  it('refuses a report over its bounds or of an ad the session does not show (400, nothing saved)', async () => {
    const project = await launchedProject(owner);
    const tooMany = await respondent(project.directTestId, (stimuli) => ({
      ...honestAnswers(stimuli),
      playback: [{ stimulusId: stimuli[0] ?? '', seeks: 1_000_000, hides: 0 }],
    }));
    expect(tooMany.saved.status).toBe(400);
    const unknown = await respondent(project.directTestId, (stimuli) => ({
      ...honestAnswers(stimuli),
      playback: [{ stimulusId: 'not-shown', seeks: 0, hides: 0 }],
    }));
    expect(unknown.saved.status).toBe(400);
    expect(JSON.stringify(unknown.saved.body)).toContain('playback.0.stimulusId');
    expect((await findRespondentSession(unknown.sessionId))?.answers).toBeNull();
  }, 60_000);
});

describe('straight-lining', () => {
  it(`${STRAIGHT_LINING_RULE.minItems} scale answers on one point end as straight-lining; varied ones complete`, async () => {
    const project = await launchedProject(owner);
    const evokedOnPoint = (points: number[]) => (stimuli: readonly string[]) => ({
      ...honestAnswers(stimuli),
      evoked: points.map((intensity, index) => ({
        stimulusId: stimuli[index % stimuli.length] ?? '',
        emotion: (['amusement', 'awe', 'contentment', 'excitement', 'fear'] as const)[index] ?? 'awe',
        intensity,
      })),
    });
    const same = Array.from({ length: STRAIGHT_LINING_RULE.minItems }, () => 3);
    const liner = await completed(project.directTestId, evokedOnPoint(same));
    expect(liner.outcome).toBe('quality');
    expect((await findRespondentSession(liner.sessionId))?.qualityReason).toBe('straightLining');
    expect((await completed(project.directTestId, evokedOnPoint([...same.slice(1), 4]))).outcome).toBe(
      'complete',
    );
    expect((await completed(project.directTestId, evokedOnPoint(same.slice(1)))).outcome).toBe('complete');
    expect((await reasonsOf(project.projectId)).qualityReasons.straightLining).toBe(1);
  }, 60_000);
});

describe('speeders', () => {
  it('a real respondent cannot say its own time: simulatedSeconds is refused (400)', async () => {
    const project = await launchedProject(owner);
    const said = await respondent(project.directTestId, (stimuli) => ({
      ...honestAnswers(stimuli),
      simulatedSeconds: 600,
    }));
    expect(said.saved.status).toBe(400);
    expect(JSON.stringify(said.saved.body)).toContain('simulatedSeconds');
  }, 60_000);

  it(`completes under ${SPEEDER_RULE.shareOfMedian} of the median time are left out of the analysis and counted, from ${SPEEDER_RULE.minCompletes} completes on`, async () => {
    const project = await launchedProject(owner);
    const start = now();
    const timed = async (seconds: number) => {
      setClock(() => start);
      const { sessionId, saved } = await respondent(project.directTestId, honestAnswers);
      expect(saved.status).toBe(204);
      setClock(() => start + seconds * 1000);
      const ended = await invokeRoute(fieldworkContract.routes.completeSession, { params: { sessionId } });
      expect(ended.body.outcome).toBe('complete');
      return sessionId;
    };
    const regular = [];
    for (const seconds of [150, 160, 170, 180, 190, 200, 210, 220]) regular.push(await timed(seconds));
    const fast = [await timed(40), await timed(90)];

    // 10 completes, median 175 s: under 87.5 s is a speeder.
    const judged = await sessionsForAnalysis(owner.clientId, project.projectId, ['complete']);
    expect(judged.summaries.map((session) => session.sessionId).sort()).toEqual([...regular, fast[1]].sort());
    expect(judged.removed).toMatchObject({ total: 1, byReason: { speeder: 1 } });
    expect((await reasonsOf(project.projectId)).qualityReasons.speeder).toBe(1);

    // Judged again on every complete so far: set, not added.
    const again = await sessionsForAnalysis(owner.clientId, project.projectId, ['complete']);
    expect(again.removed).toMatchObject({ total: 1, byReason: { speeder: 1 } });
  }, 90_000);
});

describe('attention check', () => {
  it('a project that asks it: the instructed option completes, another or none ends as attentionCheck, counted by reason', async () => {
    const project = await launchedProject(owner, 'abtest', { attentionCheck: true });
    expect((await readTest(project.directTestId)).attentionCheck).toBe(true);
    const choosing = (attentionCheck?: Answers['attentionCheck']) => (stimuli: readonly string[]) => ({
      ...honestAnswers(stimuli),
      ...(attentionCheck ? { attentionCheck } : {}),
    });
    expect((await completed(project.directTestId, choosing(ATTENTION_CHECK.instructed))).outcome).toBe(
      'complete',
    );
    const wrong = await completed(project.directTestId, choosing('red'));
    expect(wrong.outcome).toBe('quality');
    expect((await findRespondentSession(wrong.sessionId))?.qualityReason).toBe('attentionCheck');
    expect((await completed(project.directTestId, choosing())).outcome).toBe('quality');

    const view = await reasonsOf(project.projectId);
    expect(view.qualityReasons.attentionCheck).toBe(2);
    expect(view.qualityTerminations).toBe(2);
    expect(view.completes).toBe(1);
  }, 60_000);

  it('off by default: a project that does not ask it completes every answer, and an unknown option is refused (400)', async () => {
    const project = await launchedProject(owner);
    expect((await readTest(project.directTestId)).attentionCheck).toBe(false);
    const answered = await completed(project.directTestId, (stimuli) => ({
      ...honestAnswers(stimuli),
      attentionCheck: 'red' as const,
    }));
    expect(answered.outcome).toBe('complete');
    const { saved } = await respondent(project.directTestId, (stimuli) => ({
      ...honestAnswers(stimuli),
      attentionCheck: 'purple' as never,
    }));
    expect(saved.status).toBe(400);
    expect((await reasonsOf(project.projectId)).qualityReasons.attentionCheck).toBe(0);
  }, 60_000);
});
