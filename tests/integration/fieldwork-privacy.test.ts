import { beforeAll, describe, expect, it } from 'vitest';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { storedBatches } from '../../functions/src/fieldwork/data/batches.ts';
import { findEntry } from '../../functions/src/fieldwork/data/entries.ts';
import { findRespondentSession } from '../../functions/src/fieldwork/data/session-updates.ts';
import { readProjectSessions, sendSimulatedRespondents } from '../../functions/src/fieldwork/index.ts';
import { storage } from '../../functions/src/platform/storage.ts';
import { parseOperatorArgs, runOperatorCommand, UsageError } from '../../scripts/operator.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { launchedProject, startedSession, type LaunchedProject } from './fieldwork-fixtures.ts';

let user: SignedIn;
let project: LaunchedProject;

beforeAll(async () => {
  user = await registeredUser('privacy');
  project = await launchedProject(user, 'discover');
  const wave = await sendSimulatedRespondents(user.clientId, project.projectId, 0, 12);
  expect(wave.completes).toBeGreaterThan(5);
}, 120_000);

const batchObjects = async (sessionId: string) =>
  Promise.all(
    (await storedBatches(sessionId)).map((batch) => storage().get({ bucket: 'samples', key: batch.key })),
  );

describe('forget-respondent (privacy operator command)', () => {
  it('reads a session id, or a test id with the panel respondent id, and nothing else', () => {
    expect(parseOperatorArgs(['forget-respondent', '--session', 's1']).command).toEqual({
      name: 'forget-respondent',
      sessionId: 's1',
    });
    expect(
      parseOperatorArgs(['--local', 'forget-respondent', '--test', 't1', '--respondent', 'panel-9']),
    ).toEqual({ local: true, command: { name: 'forget-respondent', testId: 't1', respondentId: 'panel-9' } });
    expect(() => parseOperatorArgs(['forget-respondent', '--test', 't1'])).toThrow(UsageError);
    expect(() => parseOperatorArgs(['forget-respondent', '--session', 's1', '--test', 't1'])).toThrow(
      'not both',
    );
  });

  it("deletes one respondent's raw samples and records by panel id, and leaves the others", async () => {
    const before = await readProjectSessions(user.clientId, project.projectId);
    const victim = before.find(
      (session) =>
        session.status === 'complete' && Object.values(session.samples).some((list) => list.length > 0),
    );
    if (!victim) throw new Error('No complete session with samples');
    const objects = await batchObjects(victim.sessionId);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.every((object) => object && object.length > 0)).toBe(true);
    const batchKeys = (await storedBatches(victim.sessionId)).map((batch) => batch.key);

    const output = await runOperatorCommand({
      name: 'forget-respondent',
      testId: project.directTestId,
      respondentId: victim.panel.respondentId,
    });
    expect(output).toMatch(
      new RegExp(`^Deleted session ${victim.sessionId}: \\d+ records and the raw samples`),
    );

    expect(await findRespondentSession(victim.sessionId)).toBeUndefined();
    expect(await findEntry(project.directTestId, victim.panel.respondentId)).toBeUndefined();
    expect(await storedBatches(victim.sessionId)).toEqual([]);
    for (const key of batchKeys) expect(await storage().get({ bucket: 'samples', key })).toBeUndefined();
    const after = await readProjectSessions(user.clientId, project.projectId);
    expect(after.map((session) => session.sessionId).sort()).toEqual(
      before
        .map((session) => session.sessionId)
        .filter((id) => id !== victim.sessionId)
        .sort(),
    );

    expect(
      await runOperatorCommand({
        name: 'forget-respondent',
        testId: project.directTestId,
        respondentId: victim.panel.respondentId,
      }),
    ).toBe('No data of that respondent is stored.');
  });

  it('deletes a session under way by its id and gives its quota slot back', async () => {
    const { sessionId } = await startedSession(project.directTestId, { age: 30, gender: 'female' });
    const session = await findRespondentSession(sessionId);
    const cell = session?.cellId ?? '';
    const takenBefore = (await findFieldwork(user.clientId, project.projectId, true))?.taken[cell] ?? 0;
    const output = await runOperatorCommand({ name: 'forget-respondent', sessionId });
    expect(output).toMatch(/^Deleted session /);
    expect(await findRespondentSession(sessionId)).toBeUndefined();
    const fieldwork = await findFieldwork(user.clientId, project.projectId, true);
    expect(fieldwork?.taken[cell]).toBe(takenBefore - 1);
  });
});
