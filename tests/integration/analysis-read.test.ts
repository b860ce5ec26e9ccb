import { analysisContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAnalysisFile } from '@adpulse/shared/analysis/index';
import { readRunState } from '../../functions/src/analysis/data/run-state.ts';
import { secondImagePath } from '../../functions/src/analysis/engine/images/paths.ts';
import { CSV_COLUMNS } from '../../functions/src/analysis/runtime/csv.ts';
import { storage } from '../../functions/src/platform/storage.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { analyseSimulated, boughtProject, publishStoredFile } from './analysis-fixtures.ts';
import { expectStatus, newProject } from './projects-fixtures.ts';

/** The results read API: the current file, an older file, downloads, images, norms; one client only. */
let a: SignedIn;
let b: SignedIn;
let analysed: string;
let legacy: string;
let pending: string;

beforeAll(async () => {
  [a, b] = await Promise.all([registeredUser('results-a'), registeredUser('results-b')]);
  const project = await boughtProject(a, 'Gelato launch', [
    { kind: 'video', duration: 6, name: 'Spot 6s' },
    { kind: 'image', duration: 6, name: 'Poster' },
  ]);
  analysed = project.projectId;
  const outcome = await analyseSimulated(a, analysed, 40);
  expect(outcome.status).toBe('published');
  legacy = (await boughtProject(a, 'Old platform', [])).projectId;
  await publishStoredFile(
    a,
    legacy,
    {
      json_version: 5,
      videos: [{ name: 'Old spot', rank: 1, attentionSpan: 9, valence: 'positive', globalPerformance: 7.5 }],
    },
    5,
  );
  pending = (await newProject(a, 'Not bought'))._id;
}, 120_000);

const getAnalysis = (user: SignedIn, projectId: string, clientId = user.clientId) =>
  invokeRoute(analysisContract.routes.getAnalysis, {
    token: user.token,
    params: { clientId, projectId },
  });

describe('GET /clients/{clientId}/projects/{projectId}/analysis', () => {
  it('answers the partial current-format file of an active project, with n of the target', async () => {
    const answer = await getAnalysis(a, analysed);
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.projectStatus).toBe('active');
    expect(body.run?.partial).toBe(true);
    expect(body.run?.respondents.target).toBeGreaterThan(0);
    expect(body.run?.respondents.n).toBeGreaterThan(20);
    expect(body.run?.respondents.n).toBeLessThanOrEqual(40);
    expect(body.file.format).toBe('current');
    if (body.file.format !== 'current') return;
    const file = body.file.analysis;
    expect(file.partial).toBe(true);
    expect(file.dataSource).toBe('simulated');
    expect(file.assets.map((asset) => asset.name).sort()).toEqual(['Poster', 'Spot 6s']);
    const view = readAnalysisFile(file);
    expect(view.format).toBe('current');
    expect(view.warnings.map((warning) => warning.code)).toContain('simulatedData');
    expect(body.images).toHaveLength(2);
    for (const links of body.images) {
      const png = await fetch(links.heatmap);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
  });

  it('serves an older-format file as stored, which the shared adapter reads', async () => {
    const answer = await getAnalysis(a, legacy);
    expectStatus(answer, 200);
    expect(answer.body.file.format).toBe('legacy');
    const view = readAnalysisFile(answer.body.file.analysis);
    expect(view.format).toBe('legacy');
    if (view.format !== 'legacy') return;
    expect(view.videos[0]?.name).toBe('Old spot');
    expect(view.videos[0]?.globalPerformance?.band).toBe('high');
  });

  it('answers 404 for a project that was not bought', async () => {
    const answer = await getAnalysis(a, pending);
    expectStatus(answer, 404);
    expect((answer.body as unknown as { code: string }).code).toBe('common.not_found');
  });
});

describe('GET /clients/{clientId}/projects/{projectId}/analysis/status', () => {
  it("answers the current run and whether a newer one runs, without the file; another client's project is 404", async () => {
    const status = await invokeRoute(analysisContract.routes.getAnalysisStatus, {
      token: a.token,
      params: { clientId: a.clientId, projectId: analysed },
    });
    expectStatus(status, 200);
    const analysis = await getAnalysis(a, analysed);
    expect(status.body).toEqual({
      projectId: analysed,
      projectStatus: analysis.body.projectStatus,
      run: analysis.body.run,
      running: analysis.body.running,
    });
    expect(status.body.run?.runId).toBeTruthy();
    for (const clientId of [a.clientId, b.clientId]) {
      const other = await invokeRoute(analysisContract.routes.getAnalysisStatus, {
        token: b.token,
        params: { clientId, projectId: analysed },
      });
      expectStatus(other, 404);
    }
  });
});

describe('downloads and images', () => {
  it('links the JSON, the CSV and each asset image under readable names', async () => {
    const answer = await invokeRoute(analysisContract.routes.getDownloads, {
      token: a.token,
      params: { projectId: analysed },
    });
    expectStatus(answer, 200);
    expect(answer.body.partial).toBe(true);
    const kinds = answer.body.items.map((item) => item.kind);
    expect(kinds.filter((kind) => kind === 'heatmap')).toHaveLength(2);
    const csv = answer.body.items.find((item) => item.kind === 'analysisCsv');
    expect(csv?.fileName).toMatch(/^Gelato launch \(partial \d+ of \d+\) - analysis\.csv$/);
    const response = await fetch(csv?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect((await response.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
    const json = answer.body.items.find((item) => item.kind === 'analysisJson');
    const file = (await (await fetch(json?.url ?? '')).json()) as { json_version: number };
    expect(file.json_version).toBe(6);
  });

  it('lists one image per second of a video, drawn by the first request and kept for the next', async () => {
    const analysis = await getAnalysis(a, analysed);
    if (analysis.body.file.format !== 'current') throw new Error('not current');
    const video = analysis.body.file.analysis.assets.find((asset) => asset.data_type === 'video');
    const prefix = (await readRunState(a.clientId, analysed)).current?.prefix ?? '';
    const third = {
      bucket: 'results',
      key: `${prefix}${secondImagePath(video?.assetId ?? '', 'fogmap', 3)}`,
    } as const;
    expect(await storage().sizeOf(third)).toBeUndefined(); // the run drew no per-second image
    const images = () =>
      invokeRoute(analysisContract.routes.getAnalysisImages, {
        token: a.token,
        params: { projectId: analysed },
        query: { assetId: video?.assetId ?? '', kind: 'fogmap' },
      });
    const answer = await images();
    expectStatus(answer, 200);
    expect(answer.body.seconds.map((second) => second.t)).toEqual([0, 1, 2, 3, 4, 5]);
    const png = await fetch(answer.body.seconds[3]?.url ?? '');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    // Drawn once: a second request signs links to the images already there, redrawing nothing.
    await storage().delete(third);
    expectStatus(await images(), 200);
    expect(await storage().sizeOf(third)).toBeUndefined();
  });

  it('syncs the project with its analysis, and a pending project without', async () => {
    const synced = await invokeRoute(analysisContract.routes.syncProject, {
      token: a.token,
      params: { projectId: analysed },
    });
    expectStatus(synced, 200);
    expect(synced.body.analysis?.file.format).toBe('current');
    expect(synced.body.status).toBe('active');
    const none = await invokeRoute(analysisContract.routes.syncProject, {
      token: a.token,
      params: { projectId: pending },
    });
    expectStatus(none, 200);
    expect(none.body.analysis).toBeNull();
  });
});

describe('tenant isolation', () => {
  it('answers 404 to client B on every results route of client A', async () => {
    const answers = await Promise.all([
      getAnalysis(b, analysed, b.clientId),
      invokeRoute(analysisContract.routes.getDownloads, {
        token: b.token,
        params: { projectId: analysed },
      }),
      invokeRoute(analysisContract.routes.syncProject, { token: b.token, params: { projectId: analysed } }),
      invokeRoute(analysisContract.routes.getAnalysisImages, {
        token: b.token,
        params: { projectId: analysed },
        query: { assetId: 'anything', kind: 'heatmap' },
      }),
    ]);
    for (const answer of answers) expectStatus(answer, 404);
    const otherClient = await getAnalysis(b, analysed, a.clientId);
    expect([403, 404]).toContain(otherClient.status);
  });
});

describe('GET /norms', () => {
  it('answers the seed set, labelled as such, before any project closed in the country', async () => {
    const answer = await invokeRoute(analysisContract.routes.getNorms, {
      token: a.token,
      query: { country: 'IT', category: 'food', viewer: 'tv' },
    });
    expectStatus(answer, 200);
    expect(answer.body.lv1?.level).toBe('lv1');
    expect(answer.body.lv1?.attention?.n).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    const answer = await invokeRoute(analysisContract.routes.getNorms, {});
    expectStatus(answer, 401);
  });
});
