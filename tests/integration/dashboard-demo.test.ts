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
import { seedDemo, seedDemoAnalyses } from '../../local/src/demo.ts';
import { DEMO_SAMPLE_SIZE, demoResultProjects } from '../../local/src/demo-results.ts';
import { login } from './accounts-fixtures.ts';

const DEMO_CLIENTS = ['demo@adpulse.local', 'admin@custom.adpulse.local'];
let firstSeedMs = 0;
let secondSeedMs = 0;

async function clientIdOf(email: string): Promise<string> {
  const clientId = (await findLoginByEmail(email))?.client.clientId;
  expect(clientId, email).toBeDefined();
  return clientId ?? '';
}

describe('the demo data of npm start', () => {
  it('gives each demo client folders and projects in every status, once however often it runs', async () => {
    let started = performance.now();
    const accounts = await seedDemo();
    const seededMs = performance.now() - started;
    started = performance.now();
    expect(await seedDemoAnalyses(accounts)).toBe(DEMO_CLIENTS.length * 2);
    firstSeedMs = performance.now() - started;
    started = performance.now();
    await seedDemoAnalyses(await seedDemo());
    secondSeedMs = performance.now() - started;
    console.info(
      `demo seed: accounts and projects ${Math.round(seededMs)} ms; analysed projects ${Math.round(firstSeedMs)} ms; ` +
        `both again ${Math.round(secondSeedMs)} ms`,
    );
    for (const email of DEMO_CLIENTS) {
      const clientId = await clientIdOf(email);
      const list = (projectsStatus?: (typeof PROJECT_STATUSES)[number]) =>
        listProjects(clientId, EVERY_BRANCH, {
          ...(projectsStatus ? { projectsStatus } : {}),
          projectsInfolder: 'any',
          limit: 1,
          skip: 0,
          sort: 'dec',
        });
      expect((await list()).total, email).toBe(24 + demoResultProjects(clientId).length);
      for (const status of PROJECT_STATUSES) expect((await list(status)).total, status).toBeGreaterThan(0);
      expect(await listFolderItems(clientId), email).toHaveLength(4);
    }
    // A restart redoes nothing: it only finds what the first start made.
    expect(secondSeedMs).toBeLessThan(firstSeedMs / 4);
  }, 300_000);

  it('closes the analysed demo projects with results from the stored simulated sessions, served by the API', async () => {
    for (const email of DEMO_CLIENTS) {
      const clientId = await clientIdOf(email);
      const { token } = await login(email, DEMO_PASSWORD);
      const specs = demoResultProjects(clientId);
      expect(specs.map((spec) => spec.type).sort()).toEqual(['abtest', 'discover']);
      for (const spec of specs) {
        const label = `${email} ${spec.name}`;
        const project = await findProject(clientId, spec.projectId);
        expect(project?.status, label).toBe('closed');
        expect(project?.analysis, label).toMatchObject({ partial: false, n: DEMO_SAMPLE_SIZE });

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
        expect(analysis.respondents.n, label).toBe(sessions.length);
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
        expect(answer.body.run, label).toMatchObject({ partial: false, respondents: { n: sessions.length } });
      }
    }
  });
});
