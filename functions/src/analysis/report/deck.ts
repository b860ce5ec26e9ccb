import PptxGenJS from 'pptxgenjs';
import type { AssetAnalysis } from '@adpulse/shared/analysis/index';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { CURVES_IMAGE, REPORT_CURVES } from './curves-image.ts';
import type { AssetPictures, ExportInput } from './export-input.ts';
import { reportKpisOf, reportNorm } from './kpis.ts';
import { measured, rankedAssets } from './pdf.ts';

/** 16:9 slides, in inches. */
const SLIDE = { width: 10, height: 5.625, margin: 0.4 };
const CONTENT = SLIDE.width - 2 * SLIDE.margin;
const MUTED = '5F6B7A';
const INK = '1B2430';
const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

type Slide = ReturnType<PptxGenJS['addSlide']>;

/**
 * The results as a slide deck for agencies' own presentations: a title slide, the ranking, and
 * per media (by rank) its KPI cards with intervals and norms, its curves with scene frames under
 * them, and its heatmap. Numbers read as on the results screens (the same formatter and KPI
 * catalogue); simulated respondents and synthetic norms are said on the slides that show them.
 */
export async function renderDeck(input: ExportInput): Promise<Uint8Array> {
  const { t, analysis } = input;
  const formats = new NumberFormats(input.language);
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.title = `${String(t('results.report.title'))} - ${input.projectName}`;
  deck.company = 'AdPulse';
  const simulatedNote = analysis.respondents.simulated > 0 ? String(t('results.report.simulated')) : null;
  const slide = (title: string): Slide => {
    const next = deck.addSlide();
    next.addText(title, {
      x: SLIDE.margin,
      y: 0.25,
      w: CONTENT,
      h: 0.55,
      fontSize: 22,
      bold: true,
      color: INK,
    });
    if (simulatedNote) footer(next, simulatedNote);
    return next;
  };

  titleSlide(slide(String(t('results.report.title'))), input, formats);
  rankingSlide(slide(String(t('tabs.ranking'))), input, formats);
  for (const asset of rankedAssets(analysis)) {
    kpiSlide(slide(String(t('results.report.kpis', { name: asset.name }))), input, formats, asset);
    const pictures = input.images.get(asset.assetId);
    if (pictures && measured(asset))
      curvesSlide(slide(String(t('results.chart.label', { name: asset.name }))), input, asset, pictures);
    if (pictures?.heatmap)
      heatmapSlide(slide(String(t('results.downloads.heatmap', { name: asset.name }))), pictures.heatmap);
  }
  return (await deck.write({ outputType: 'nodebuffer' })) as Uint8Array;
}

function footer(slide: Slide, text: string): void {
  slide.addText(text, {
    x: SLIDE.margin,
    y: SLIDE.height - 0.45,
    w: CONTENT,
    h: 0.35,
    fontSize: 9,
    italic: true,
    color: 'B45309',
  });
}

function titleSlide(slide: Slide, input: ExportInput, formats: NumberFormats): void {
  const { analysis, t } = input;
  const date = new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(analysis.generatedAt),
  );
  const lines = [
    { text: input.projectName, options: { fontSize: 28, bold: true, color: INK, breakLine: true } },
    {
      text: String(
        t('results.report.generated', {
          date,
          n: formats.count(analysis.respondents.n),
          count: analysis.respondents.n,
        }),
      ),
      options: { fontSize: 14, color: MUTED, breakLine: true },
    },
  ];
  if (analysis.partial)
    lines.push({
      text: `${String(t('results.live.title'))}: ${String(
        t('results.live.progress', {
          n: formats.count(analysis.respondents.n),
          target: formats.count(analysis.respondents.target),
          count: analysis.respondents.target,
        }),
      )}`,
      options: { fontSize: 14, color: MUTED, breakLine: true },
    });
  slide.addText(lines, { x: SLIDE.margin, y: 1.4, w: CONTENT, h: 2.4, valign: 'top' });
}

function rankingSlide(slide: Slide, input: ExportInput, formats: NumberFormats): void {
  const { t } = input;
  const head = [
    t('results.report.rank'),
    t('results.report.media'),
    t('results.kpi.globalIndex.name'),
    t('results.table.interval'),
    t('results.table.n'),
  ].map((text) => ({ text: String(text), options: { bold: true, fill: { color: 'E8EEF5' } } }));
  const rows = rankedAssets(input.analysis).map((asset) => {
    const estimate = asset.globalIndex.value;
    const shown = estimate ? formats.estimate(estimate, 'score') : null;
    return [
      asset.rank === null ? '–' : `#${asset.rank}`,
      asset.name,
      shown?.value ?? String(t('results.estimate.none')),
      shown?.interval ?? '',
      estimate ? formats.count(estimate.n) : '',
    ].map((text) => ({ text }));
  });
  slide.addTable([head, ...rows], {
    x: SLIDE.margin,
    y: 1,
    w: CONTENT,
    colW: [0.7, 3.6, 1.4, 1.7, 1.8],
    fontSize: 12,
    color: INK,
    border: { type: 'solid', pt: 0.5, color: 'C9D2DC' },
    autoPage: true,
  });
}

/** Six cards in a 3 x 2 grid: the KPI, its value, its 95% interval and n, and its norm. */
function kpiSlide(slide: Slide, input: ExportInput, formats: NumberFormats, asset: AssetAnalysis): void {
  const { t, analysis } = input;
  const gap = 0.2;
  const width = (CONTENT - 2 * gap) / 3;
  const height = 1.75;
  let seedNorms = false;
  reportKpisOf(asset).forEach((kpi, index) => {
    const x = SLIDE.margin + (index % 3) * (width + gap);
    const y = 1 + Math.floor(index / 3) * (height + gap);
    const estimate = kpi.estimate(asset);
    const shown = estimate ? formats.estimate(estimate, kpi.unit) : null;
    // A model scenario (the predictive click) has no interval to print: it says what it is instead.
    const detail =
      estimate && kpi.scenario
        ? String(t('results.clickScenario.defaultScenario'))
        : estimate && shown
          ? `${shown.interval} · n = ${formats.count(estimate.n)}`
          : ' ';
    const norm = reportNorm(analysis, asset, kpi);
    seedNorms ||= norm?.seed ?? false;
    const normLine = norm
      ? `${String(t('results.report.norm'))} ${formats.unit(norm.mean, kpi.unit)} · ${String(
          t(`results.norm.${norm.comparison}`),
        )}${norm.seed ? ` · ${String(t('results.norm.seedShort'))}` : ''}`
      : String(t('results.norm.missing'));
    slide.addShape('rect', {
      x,
      y,
      w: width,
      h: height,
      fill: { color: 'F5F7FA' },
      line: { color: 'C9D2DC' },
    });
    slide.addText(
      [
        {
          text: String(t(`results.kpi.${kpi.key}.name`)),
          options: { fontSize: 12, bold: true, breakLine: true },
        },
        {
          text: shown?.value ?? String(t('results.estimate.none')),
          options: { fontSize: 24, bold: true, breakLine: true },
        },
        {
          text: detail,
          options: { fontSize: 10, color: MUTED, breakLine: true },
        },
        { text: kpi.norm ? normLine : ' ', options: { fontSize: 9, color: MUTED } },
      ],
      { x: x + 0.1, y: y + 0.05, w: width - 0.2, h: height - 0.1, valign: 'top', color: INK },
    );
  });
  const notes = [...(seedNorms ? [t('results.norm.seedHelp')] : []), t('results.kpi.predictiveClick.help')];
  slide.addText(notes.map(String).join(' '), {
    x: SLIDE.margin,
    y: 1 + 2 * height + gap + 0.05,
    w: CONTENT,
    h: 0.45,
    fontSize: 8,
    color: MUTED,
    valign: 'top',
  });
}

/** The curves image with its legend and axis, and the scene frames of the video under it. */
function curvesSlide(slide: Slide, input: ExportInput, asset: AssetAnalysis, pictures: AssetPictures): void {
  const { t } = input;
  slide.addText(
    [
      ...REPORT_CURVES.map((curve) => ({
        text: `■ ${String(t(`results.chart.${curve.key}`))}   `,
        options: { color: curve.colour.slice(1) },
      })),
      { text: `${String(t('results.chart.band'))} · 0–100`, options: { color: MUTED } },
    ],
    { x: SLIDE.margin, y: 0.8, w: CONTENT, h: 0.3, fontSize: 10 },
  );
  const scenes = pictures.scenes;
  const imageHeight = scenes.length ? 2.5 : 3.6;
  const imageWidth = Math.min(CONTENT, (imageHeight * CURVES_IMAGE.width) / CURVES_IMAGE.height);
  const left = SLIDE.margin + (CONTENT - imageWidth) / 2;
  slide.addImage({ data: png(pictures.curves), x: left, y: 1.15, w: imageWidth, h: imageHeight });
  slide.addText(`0 – ${Math.round(asset.duration)} s · ${String(t('results.chart.time'))}`, {
    x: left,
    y: 1.15 + imageHeight,
    w: imageWidth,
    h: 0.25,
    fontSize: 8,
    color: MUTED,
    align: 'right',
  });
  if (!scenes.length) return;
  const gap = 0.1;
  const width = (imageWidth - gap * (scenes.length - 1)) / scenes.length;
  const height = (width * 9) / 16;
  const top = 1.45 + imageHeight;
  scenes.forEach((scene, index) => {
    // Each frame sits under its second on the curves' time axis.
    const x = left + index * (width + gap);
    slide.addImage({
      data: png(scene.png),
      x,
      y: top,
      w: width,
      h: height,
      sizing: { type: 'contain', w: width, h: height },
    });
    slide.addText(String(t('exports.scene', { time: scene.second })), {
      x,
      y: top + height,
      w: width,
      h: 0.22,
      fontSize: 7,
      color: MUTED,
      align: 'center',
    });
  });
}

function heatmapSlide(slide: Slide, heatmap: Buffer): void {
  const height = 4;
  slide.addImage({
    data: png(heatmap),
    x: SLIDE.margin,
    y: 0.95,
    w: CONTENT,
    h: height,
    sizing: { type: 'contain', w: CONTENT, h: height },
  });
}
