import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import type { Analysis } from '@adpulse/shared/analysis/index';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import type { Language } from '@adpulse/shared/i18n/index';
import { twoVideoAnalysis } from '../../../../tests/fixtures/analysis.ts';
import { renderDeck } from './deck.ts';
import { sceneSeconds, type AssetPictures, type ExportInput } from './export-input.ts';
import { renderWorkbook } from './workbook.ts';

const analysis = twoVideoAnalysis(40);

async function inputOf(file: Analysis, language: Language = 'en'): Promise<ExportInput> {
  const png = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const images = new Map<string, AssetPictures>(
    file.assets.map((asset) => [
      asset.assetId,
      { curves: png, heatmap: png, scenes: sceneSeconds(asset).map((second) => ({ second, png })) },
    ]),
  );
  return { projectName: 'Spring campaign', language, t: translatorFor(language), analysis: file, images };
}

async function slidesOf(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  names.sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  return Promise.all(names.map((name) => zip.file(name)!.async('string')));
}

describe('slide deck', () => {
  it('has a title, the ranking, and per media its KPI cards, curves with scenes and heatmap', async () => {
    const deck = await renderDeck(await inputOf(analysis));
    // Kept for a look at its pictures (node scripts/render-pages.mjs).
    mkdirSync('artifacts/exports', { recursive: true });
    writeFileSync('artifacts/exports/deck-en.pptx', deck);
    const slides = await slidesOf(deck);
    expect(slides).toHaveLength(2 + 3 * analysis.assets.length);
    expect(slides[0]).toContain('Spring campaign');
    expect(slides[1]).toContain('Ranking');
    const kpis = slides[2]!;
    for (const name of ['Global index', 'Attention', 'Valence', 'n = ']) expect(kpis).toContain(name);
    // Simulated respondents are said on every slide; the seed norms are called synthetic.
    for (const slide of slides) expect(slide).toContain('Simulated respondents');
    expect(kpis).toContain('synthetic norm');
    expect(slides[3]).toContain('Heatmap at');
  });

  it('drops the curves slide of a media nobody was measured on', async () => {
    const file = structuredClone(analysis);
    const asset = file.assets[0]!;
    for (const series of [
      asset.attention.curve,
      asset.emotion_data.video_data.engagement,
      asset.emotion_data.video_data.valence,
    ])
      series.value = series.value.map(() => null);
    expect(await slidesOf(await renderDeck(await inputOf(file)))).toHaveLength(1 + 3 * file.assets.length);
  });

  it('speaks the reader’s language, Chinese included', async () => {
    const slides = await slidesOf(await renderDeck(await inputOf(analysis, 'zh')));
    expect(slides[1]).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('workbook', () => {
  it('has one sheet per table, with per-second curves, survey counts and demographics with n', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderWorkbook(await inputOf(analysis))) as never);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual(['Summary', 'Ranking', 'KPIs', 'Curves per second', 'Survey', 'Demographics']);
    const curves = workbook.getWorksheet('Curves per second')!;
    expect(curves.getRow(1).getCell(1).value).toMatch(/Simulated respondents/);
    const perSecond = analysis.assets.reduce((sum, asset) => sum + asset.attention.curve.t.length, 0);
    // Header rows (note, labels) and one row per second per curve.
    expect(curves.rowCount).toBe(2 + 3 * perSecond);
    const survey = workbook.getWorksheet('Survey')!;
    const counted = survey
      .getSheetValues()
      .slice(3)
      .map((row) => (row as unknown[])[5]);
    const firstQuestion = analysis.survey[0]!;
    expect(counted.slice(0, firstQuestion.options.length)).toEqual(firstQuestion.options.map((o) => o.count));
    const demographics = workbook.getWorksheet('Demographics')!;
    expect(demographics.getRow(2).values).toContain('Respondents');
    const cells = analysis.assets.flatMap((a) => [
      ...a.demographics.gender,
      ...a.demographics.age,
      ...a.demographics.region,
    ]);
    expect(demographics.rowCount).toBe(2 + cells.length);
    expect(demographics.getRow(3).getCell(4).value).toBe(cells[0]!.n);
  });
});

describe('sceneSeconds', () => {
  it('spreads the frames evenly from the first to the last second', () => {
    const images = (n: number) =>
      Array.from({ length: n }, (_, t) => ({ t, heatmap_path: '', fogmap_path: '', gazeplot_path: '' }));
    expect(sceneSeconds({ timeline_images: images(16) }, 6)).toEqual([0, 3, 6, 9, 12, 15]);
    expect(sceneSeconds({ timeline_images: images(3) }, 6)).toEqual([0, 1, 2]);
    expect(sceneSeconds({ timeline_images: [] }, 6)).toEqual([]);
  });
});
