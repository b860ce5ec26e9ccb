import { randomUUID } from 'node:crypto';
import { fieldworkContract } from '@adpulse/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { invokeRoute } from '../support/invoke-route.ts';
import { registeredUser } from './accounts-fixtures.ts';
import { launchedProject, type LaunchedProject } from './fieldwork-fixtures.ts';

/**
 * Issue 23, own audience: the direct link's respondent id is its respondent's only key to resume a
 * session, so a guessable one (a counter, a name, a UUID of zeros) is refused with 400 on
 * `panel.respondentId`, and starts nothing; the random id the respondent app makes is taken.
 */
let project: LaunchedProject;

beforeAll(async () => {
  project = await launchedProject(await registeredUser('direct-rid'));
});

const enter = (rid: string) =>
  invokeRoute(fieldworkContract.routes.startSession, {
    params: { testId: project.directTestId },
    body: {
      panel: { provider: 'direct', respondentId: rid, params: { rid } },
      screener: { age: 30, gender: 'female', region: 'centre' },
      consent: { webcam: false },
    },
  });

describe('a direct link respondent id', () => {
  it('is refused when guessable', async () => {
    for (const rid of ['1', '2', 'client-7', 'respondent-0001', '00000000-0000-4000-8000-000000000001']) {
      const answer = await enter(rid);
      expect(answer.status, `${rid}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('panel.respondentId');
    }
  });

  it('is taken when random, and only that id resumes its session', async () => {
    const rid = randomUUID();
    const first = await enter(rid);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await enter(rid)).body).toMatchObject({
      sessionId: (first.body as { sessionId: string }).sessionId,
    });
    const other = await enter(randomUUID());
    expect(other.body).not.toMatchObject({ sessionId: (first.body as { sessionId: string }).sessionId });
  });
});
