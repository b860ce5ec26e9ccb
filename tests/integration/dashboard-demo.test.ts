import { analysisContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '@adpulse/shared/projects/index';
import type { Analysis } from '@adpulse/shared/analysis/index';
import { DEMO_PASSWORD } from '../../functions/src/accounts/demo.ts';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { ANALYSIS_FILE } from '../../functions/src/analysis/data/keys.ts';
import { readRunState } from '../../functions/src/analysis/data/run-state.ts';
import { readProjectSessions } from '../../functions/src/fieldwork/index.ts';
import { listFolderItems } from '../../functions/src/folders/data/store.ts';
import { storage } from '../../functions/src/platform/storage.ts';
import { listProjects } from '../../functions/src/projects/data/list.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { EVERY_BRANCH } from '../../functions/src/projects/visibility.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { seedDemo, seedDemoAnalyses } from '../../local/src/demo.ts';
import { fieldDemoRound, type FieldingProject } from '../../local/src/demo-fielding.ts';
import { DEMO_SAMPLE_SIZE } from '../../local/src/demo-results.ts';
import { DEMO_FIELDING_SAMPLE, demoResultProjects } from '../../local/src/demo-story.ts';
import { login } from './accounts-fixtures.ts';

const DEMO_CLIENTS = ['demo@adpulse.local', 'admin@custom.adpulse.local'];
/**
 * The client whose bought projects this test fields and analyses. Every demo client's come from
 * the same demoResultProjects and seedAnalysedProject, and fielding them is most of the test's
 * time (about 15 s a project), so one client's five stand for both; the workspaces of both are checked.
 */
const ANALYSED_CLIENT = 'demo@adpulse.local';
let firstSeedMs = 0;
let secondSeedMs = 0;
let fielding: FieldingProject[] = [];

async function clientIdOf(email: string): Promise<string> {
  const clientId = (await findLoginByEmail(email))?.client.clientId;
  expect(clientId, email).toBeDefined();
  return clientId ?? '';
}

describe('the demo data of npm start', () => {
  it('gives each demo client its folders and drafts, and bought projects in every status, once however often it runs', async () => {
    let started = performance.now();
    const accounts = await seedDemo();
    const seededMs = performance.now() - started;
    started = performance.now();
    const reported: string[] = [];
    const analysed = accounts.filter((account) => account.email === ANALYSED_CLIENT);
    fielding = await seedDemoAnalyses(analysed, (project, done, total) =>
      reported.push(`${done}/${total} ${project.status}`),
    );
    firstSeedMs = performance.now() - started;
    expect(reported).toHaveLength(5);
    expect(reported.at(-1)).toMatch(/^5\/5 /);
    expect(fielding).toHaveLength(2);
    started = performance.now();
    await seedDemo();
    expect(await seedDemoAnalyses(analysed)).toEqual(fielding);
    secondSeedMs = performance.now() - started;
    console.info(
      `demo seed: accounts and projects ${Math.round(seededMs)} ms; analysed projects ${Math.round(firstSeedMs)} ms; ` +
        `both again ${Math.round(secondSeedMs)} ms`,
    );
    const list = (clientId: string, projectsStatus?: (typeof PROJECT_STATUSES)[number]) =>
      listProjects(clientId, EVERY_BRANCH, {
        ...(projectsStatus ? { projectsStatus } : {}),
        projectsInfolder: 'any',
        limit: 1,
        skip: 0,
        sort: 'dec',
      });
    for (const email of DEMO_CLIENTS) {
      const clientId = await clientIdOf(email);
      const bought = email === ANALYSED_CLIENT ? demoResultProjects(clientId).length : 0;
      expect((await list(clientId)).total, email).toBe(10 + bought);
      expect(await listFolderItems(clientId), email).toHaveLength(4);
    }
    const analysedId = await clientIdOf(ANALYSED_CLIENT);
    for (const status of PROJECT_STATUSES) {
      expect((await list(analysedId, status)).total, status).toBeGreaterThan(0);
    }
    // A restart redoes nothing: it only finds what the first start made.
    expect(secondSeedMs).toBeLessThan(firstSeedMs / 4);
    // 5 projects fielded and analysed: about 120 s at a load of 15 on 2 cores, so a generous bound.
  }, 600_000);

  it('opens every closed demo project on its results, from the stored simulated sessions, served by the API', async () => {
    for (const email of [ANALYSED_CLIENT]) {
      const clientId = await clientIdOf(email);
      const { token } = await login(email, DEMO_PASSWORD);
      const closed = await listProjects(clientId, EVERY_BRANCH, {
        projectsStatus: 'closed',
        projectsInfolder: 'any',
        limit: 100,
        skip: 0,
        sort: 'dec',
      });
      expect(closed.total, email).toBe(3);
      for (const item of closed.items) {
        const spec = demoResultProjects(clientId).find((candidate) => candidate.projectId === item._id);
        expect(spec, item.name).toBeDefined();
        if (!spec) continue;
        const label = `${email} ${spec.name}`;
        const project = await findProject(clientId, spec.projectId);
        expect(project?.status, label).toBe('closed');
        // The analysis leaves out the speeders it judged among the completes (methodology, "Respondent quality").
        const speeders =
          (await findFieldwork(clientId, spec.projectId, true))?.counts['quality.speeder'] ?? 0;
        expect(project?.analysis, label).toMatchObject({ partial: false, n: DEMO_SAMPLE_SIZE - speeders });

        const state = await readRunState(clientId, spec.projectId, true);
        expect(state.current?.runId, label).toBe(project?.analysis?.runId);
        const stored = await storage().get({
          bucket: 'results',
          key: `${state.current?.prefix ?? ''}${ANALYSIS_FILE}`,
        });
        expect(stored, label).toBeDefined();
        const analysis = JSON.parse(stored?.toString('utf8') ?? '{}') as Analysis;

        const sessions = await readProjectSessions(clientId, spec.projectId, { statuses: ['complete'] });
        expect(sessions.length, label).toBe(DEMO_SAMPLE_SIZE);
        expect(
          sessions.every((session) => session.simulated === true),
          label,
        ).toBe(true);
        expect(analysis.respondents.n, label).toBe(sessions.length - speeders);
        expect(analysis.respondents.removed?.byReason.speeder ?? 0, label).toBe(speeders);
        expect(analysis.partial, label).toBe(false);
        expect(analysis.dataSource, label).toBe('simulated');
        expect(analysis.assets.map((asset) => asset.name).sort(), label).toEqual(
          spec.stimuli.map((stimulus) => stimulus.name).sort(),
        );

        const answer = await invokeRoute(analysisContract.routes.getAnalysis, {
          token,
          params: { clientId, projectId: spec.projectId },
        });
        expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
        expect(answer.body.projectStatus, label).toBe('closed');
        expect(answer.body.run, label).toMatchObject({
          partial: false,
          respondents: { n: sessions.length - speeders },
        });

        // The survey asks about this project's brand only, and the answers spread over the scale.
        const otherBrands = demoResultProjects(clientId)
          .map((other) => other.brand)
          .filter((brand) => brand !== spec.brand);
        const texts = (project?.questions ?? []).flatMap((question) => [
          question.text,
          ...question.answers.answerList,
        ]);
        expect(
          texts.some((text) => text.includes(spec.brand)),
          label,
        ).toBe(true);
        for (const brand of otherBrands) expect(texts.join(' | '), label).not.toContain(brand);
        // The test's question ids follow the project's question order (fieldwork/launch.ts).
        const scaleIndex = project?.questions.findIndex((question) => question.type === 'scale') ?? -1;
        expect(scaleIndex, label).toBeGreaterThanOrEqual(0);
        const scaleAnswers = new Set(
          sessions.flatMap((session) =>
            (session.answers?.questions ?? [])
              .filter((answer) => answer.questionId === `q${scaleIndex + 1}`)
              .map((answer) => answer.answer),
          ),
        );
        expect(scaleAnswers.size, label).toBeGreaterThanOrEqual(3);
      }
    }
  }, 120_000);

  it('keeps the in-progress demo projects fielding, with live results, at the demo pace', async () => {
    expect(fielding).toHaveLength(2);
    for (const { clientId, projectId } of fielding) {
      const project = await findProject(clientId, projectId);
      expect(project?.status, projectId).toBe('active');
      expect(project?.analysis, projectId).toMatchObject({ partial: true });
      const record = await findFieldwork(clientId, projectId, true);
      expect(record?.state, projectId).toBe('fielding');
      expect(record?.plan.sampleSize, projectId).toBe(DEMO_FIELDING_SAMPLE);
    }
    const before = await Promise.all(
      fielding.map(
        async ({ clientId, projectId }) =>
          (await findFieldwork(clientId, projectId, true))?.counts.entries ?? 0,
      ),
    );
    expect(await fieldDemoRound(fielding)).toEqual(fielding);
    const after = await Promise.all(
      fielding.map(
        async ({ clientId, projectId }) =>
          (await findFieldwork(clientId, projectId, true))?.counts.entries ?? 0,
      ),
    );
    after.forEach((entries, index) => expect(entries).toBeGreaterThan(before[index] ?? 0));
  }, 120_000);
});
