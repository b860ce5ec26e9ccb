import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Analysis } from '@adpulse/shared/analysis/index';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { MESSAGES, type Language } from '@adpulse/shared/i18n/index';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import { twoVideoAnalysis } from '../../../../tests/fixtures/analysis.ts';
import { overlappingTexts, readPdf } from '../../../../tests/support/pdf.ts';
import { curvesImage } from './curves-image.ts';
import { sceneSeconds, type AssetPictures, type ExportInput } from './export-input.ts';
import { REPORT_KPIS } from './kpis.ts';
import { rankedAssets, renderReportPdf } from './pdf.ts';

const analysis = twoVideoAnalysis(40);

/** A frame of a colour per second, so that the scene frames differ. */
const frame = (second: number) =>
  sharp({
    create: { width: 160, height: 90, channels: 3, background: `hsl(${(second * 37) % 360}, 60%, 50%)` },
  })
    .png()
    .toBuffer();

async function inputOf(file: Analysis, language: Language): Promise<ExportInput> {
  const images = new Map<string, AssetPictures>();
  for (const asset of file.assets)
    images.set(asset.assetId, {
      curves: await curvesImage(asset),
      heatmap: await frame(99),
      scenes: await Promise.all(
        sceneSeconds(asset).map(async (second) => ({ second, png: await frame(second) })),
      ),
    });
  return { projectName: 'Spring campaign', language, t: translatorFor(language), analysis: file, images };
}

/** The report as a reader sees it; saved under artifacts/exports for a look at its pages. */
async function report(file: Analysis, language: Language) {
  const bytes = await renderReportPdf(await inputOf(file, language));
  mkdirSync('artifacts/exports', { recursive: true });
  writeFileSync(`artifacts/exports/report-${language}.pdf`, bytes);
  return readPdf(bytes);
}

const scenes = analysis.assets.reduce((sum, asset) => sum + sceneSeconds(asset).length, 0);

// Rendering draws every page twice (the font subset) and embeds the images: seconds under load.
describe('PDF report', { timeout: 60_000 }, () => {
  it('has a cover with contents, a summary, a page per media, a glossary and the methodology', async () => {
    const pdf = await report(analysis, 'en');
    const en = MESSAGES.en;
    const ranked = rankedAssets(analysis);
    const [cover, summary] = pdf.pageTexts as [string, string];
    expect(cover).toContain('Spring campaign');
    expect(cover).toContain(en.results.report.title);
    expect(cover).toContain(en.exports.pdf.contents);
    // Simulated respondents and synthetic norms are said on the cover and in every footer.
    expect(cover).toContain(en.results.report.simulated);
    expect(cover).toContain(en.exports.pdf.syntheticNorms);
    for (const page of pdf.pageTexts) expect(page).toContain(en.exports.pdf.simulatedShort);
    expect(summary).toContain(en.exports.pdf.summary);
    ranked.forEach((asset) => expect(summary).toContain(asset.name));
    // One page per media, in rank order, each with its KPIs, intervals and n as the screens show them.
    const formats = new NumberFormats('en');
    ranked.forEach((asset, index) => {
      const page = pdf.pageTexts[2 + index]!;
      expect(page).toContain(en.results.report.kpis.replace('{{name}}', asset.name));
      for (const kpi of REPORT_KPIS) {
        const estimate = kpi.estimate(asset);
        if (!estimate) continue;
        const shown = formats.estimate(estimate, kpi.unit);
        // The predictive click is a model scenario: its value, said to be one, and no interval.
        if (kpi.scenario) {
          expect(page, kpi.key).toContain(`${shown.value} ${en.results.clickScenario.badge}`);
          expect(page, kpi.key).not.toContain(shown.interval);
        } else
          expect(page, kpi.key).toContain(
            `${shown.value} ${shown.interval} n = ${formats.count(estimate.n)}`,
          );
      }
      expect(page).toContain(en.exports.scenesNote);
    });
    const glossary = pdf.pageTexts[2 + ranked.length]!;
    expect(glossary).toContain(en.exports.pdf.glossary);
    for (const term of Object.values(en.exports.pdf.terms)) expect(pdf.text).toContain(term.term);
    const methodology = pdf.pageTexts.slice(3 + ranked.length).join(' ');
    expect(methodology).toContain(en.exports.pdf.methodology);
    for (const kpi of REPORT_KPIS) expect(methodology, kpi.key).toContain(en.results.kpi[kpi.key].method);
    expect(pdf.pages).toBe(4 + ranked.length);
    // The contents give each section's page: the summary on 2, the media from 3.
    expect(cover).toMatch(new RegExp(`${en.exports.pdf.summary} 2 ${ranked[0]!.name} 3`));
    // Per media: its curves, its heatmap and its scene frames.
    expect(pdf.images).toBe(2 * analysis.assets.length + scenes);
    expect(pdf.text).not.toContain('?');
  });

  it('is written in Chinese for a zh reader, in a font that has the characters', async () => {
    const pdf = await report(analysis, 'zh');
    const zh = MESSAGES.zh;
    expect(pdf.pageTexts[0]).toContain(zh.results.report.title);
    expect(pdf.pageTexts[0]).toContain(zh.results.report.simulated);
    expect(pdf.text).not.toContain(MESSAGES.en.results.report.title);
    for (const title of [zh.exports.pdf.summary, zh.exports.pdf.glossary, zh.exports.pdf.methodology])
      expect(pdf.text).toContain(title);
    // Long Chinese paragraphs wrap between characters: every piece of the text is there, in order.
    const flat = pdf.text.replace(/\s+/g, '');
    expect(flat).toContain(zh.results.kpi.attention.method.replace(/\s+/g, ''));
    expect(pdf.text).not.toContain('?');
    expect(pdf.images).toBe(2 * analysis.assets.length + scenes);
  });

  it('says simulated on the cover and in every page’s footer in Italian too', async () => {
    expect(analysis.respondents.simulated).toBeGreaterThan(0);
    const pdf = await report(analysis, 'it');
    const italian = MESSAGES.it;
    expect(pdf.pageTexts[0]).toContain(italian.results.report.simulated);
    expect(pdf.pages).toBeGreaterThan(3);
    for (const page of pdf.pageTexts) expect(page).toContain(italian.exports.pdf.simulatedShort);
    expect(pdf.text).not.toContain(MESSAGES.en.exports.pdf.simulatedShort);
  });

  it('says neither simulated nor synthetic where neither applies', async () => {
    const file = structuredClone(analysis);
    file.respondents.simulated = 0;
    file.respondents.simulatedShare = 0;
    for (const level of ['lv1', 'lv2'] as const) if (file.norms[level]) file.norms[level].seed = false;
    for (const asset of file.assets)
      for (const key of ['valence', 'engagement'] as const)
        for (const level of ['lv1', 'lv2'] as const) {
          const stored = asset.benchmark[key][level];
          if (stored) stored.seed = false;
        }
    const pdf = await report(file, 'it');
    // The glossary still defines the term; no page says this sample is simulated.
    for (const page of pdf.pageTexts.slice(0, -2))
      expect(page).not.toContain(MESSAGES.it.exports.pdf.simulatedShort);
    expect(pdf.pageTexts[0]).not.toContain(MESSAGES.it.results.report.simulated);
    expect(pdf.text).not.toContain(MESSAGES.it.exports.pdf.syntheticNorms);
    expect(pdf.text).not.toContain(MESSAGES.it.results.norm.seedShort);
    expect(pdf.text).toContain(MESSAGES.it.exports.pdf.methodology);
  });

  it.each(['en', 'it', 'de'] as const)(
    'draws no text over another in %s (column labels wrap in their column)',
    async (language) => {
      const bytes = await renderReportPdf(await inputOf(analysis, language));
      expect(await overlappingTexts(bytes)).toEqual([]);
    },
  );
});
