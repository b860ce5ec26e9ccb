import { analysisContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { analyseSimulated, boughtProject, publishStoredFile } from './analysis-fixtures.ts';
import { expectStatus } from './projects-fixtures.ts';
import { readPdf } from '../support/pdf.ts';
import { REPORT_KPIS, reportNorm } from '../../functions/src/analysis/report/kpis.ts';
import { sceneSeconds } from '../../functions/src/analysis/report/export-input.ts';
import { MESSAGES } from '@adpulse/shared/i18n/index';

/** GET /projects/{projectId}/report: the results as a PDF whose numbers are the analysis file's. */
let a: SignedIn;
let b: SignedIn;
let analysed: string;
let legacy: string;

beforeAll(async () => {
  [a, b] = await Promise.all([registeredUser('report-a'), registeredUser('report-b')]);
  analysed = (
    await boughtProject(a, 'Gelato report', [
      { kind: 'video', duration: 6, name: 'Spot Pistacchio' },
      { kind: 'video', duration: 5, name: 'Spot Limone' },
    ])
  ).projectId;
  expect((await analyseSimulated(a, analysed, 40)).status).toBe('published');
  legacy = (await boughtProject(a, 'Old platform', [])).projectId;
  await publishStoredFile(a, legacy, { json_version: 5, videos: [{ name: 'Old spot', rank: 1 }] }, 5);
}, 120_000);

const report = (user: SignedIn, projectId: string, language = 'en') =>
  invokeRoute(analysisContract.routes.getReport, {
    token: user.token,
    params: { projectId },
    lang: language,
  });

describe('GET /projects/{projectId}/report', () => {
  it('links a PDF with each media’s KPIs (value, 95% interval, n) from the analysis file and the charts as images', async () => {
    const answer = await report(a, analysed);
    expectStatus(answer, 200);
    expect(answer.body.fileName).toMatch(/^Gelato report \(partial \d+ of \d+\) - report\.pdf$/);
    const response = await fetch(answer.body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    const file = await invokeRoute(analysisContract.routes.getAnalysis, {
      token: a.token,
      params: { clientId: a.clientId, projectId: analysed },
    });
    if (file.body.file.format !== 'current') throw new Error('not current');
    const analysis = file.body.file.analysis;
    const formats = new NumberFormats('en');
    expect(pdf.text).toContain('Results report');
    let normsShown = 0;
    for (const asset of analysis.assets) {
      expect(pdf.text).toContain(asset.name);
      for (const [estimate, unit] of [
        [asset.globalIndex.value, 'score'],
        [asset.attention.score, 'percent'],
        [asset.emotion_data.engagement_kpi, 'score'],
        [asset.emotion_data.valence_kpi, 'score'],
      ] as const) {
        if (!estimate) continue;
        const shown = formats.estimate(estimate, unit);
        expect(pdf.text).toContain(shown.value);
        expect(pdf.text).toContain(shown.interval);
        expect(pdf.text).toContain(`n = ${formats.count(estimate.n)}`);
      }
      // The norm column: the middle half (25th-75th percentiles) the verdict is judged against.
      for (const kpi of REPORT_KPIS) {
        const norm = reportNorm(analysis, asset, kpi);
        if (!norm) continue;
        normsShown += 1;
        expect(pdf.text).toContain(`${formats.unit(norm.p25, kpi.unit)}–${formats.unit(norm.p75, kpi.unit)}`);
      }
    }
    expect(normsShown).toBeGreaterThan(0);
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('wholly outside the norm’s middle half');
    // Per media anyone was measured on: its curves and its scene frames; per media with a map, its summary heatmap.
    const measured = analysis.assets.filter((asset) => asset.attention.curve.value.some((v) => v !== null));
    expect(measured.length).toBeGreaterThan(0);
    const scenes = measured.reduce((sum, asset) => sum + sceneSeconds(asset).length, 0);
    expect(scenes).toBeGreaterThan(0);
    const heatmaps = file.body.images.length;
    expect(pdf.images).toBe(measured.length + scenes + heatmaps);
    // The agency's sections: contents, summary, glossary and the methodology of each KPI shown.
    for (const section of ['contents', 'summary', 'glossary', 'methodology'] as const)
      expect(pdf.text).toContain(MESSAGES.en.exports.pdf[section]);
  }, 60_000);

  it('is made once per run and language: a second call links the same file; Italian gets Italian labels', async () => {
    const [first, second] = [await report(a, analysed), await report(a, analysed)];
    expect(new URL(second.body.url).pathname).toBe(new URL(first.body.url).pathname);
    const italian = await report(a, analysed, 'it');
    expectStatus(italian, 200);
    const pdf = await readPdf(new Uint8Array(await (await fetch(italian.body.url)).arrayBuffer()));
    expect(pdf.text).toContain('Report dei risultati');
  }, 60_000);

  it('another client gets 404, and an older-format file has no report', async () => {
    expectStatus(await report(b, analysed), 404);
    expectStatus(await report(a, legacy), 404);
  });
});
