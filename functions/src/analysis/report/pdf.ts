import { PDFDocument, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { abHeadline, rankPlace, type Analysis, type AssetAnalysis } from '@adpulse/shared/analysis/index';
import { abHeadlineText, NumberFormats } from '@adpulse/shared/analysis/format';
import { PDF_INK, PDF_MUTED, PdfWriter } from '../../platform/pdf-writer.ts';
import { CURVES_IMAGE, REPORT_CURVES } from './curves-image.ts';
import type { ExportInput } from './export-input.ts';
import { embedReportFonts, typefaceFor, type ReportFonts, type Typeface } from './fonts.ts';
import { REPORT_KPIS, reportKpisOf, reportNorm } from './kpis.ts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const BOTTOM = 64;
const CONTENT = PAGE.width - 2 * MARGIN;
const ACCENT = rgb(0.106, 0.141, 0.188);
const WARNING = { fill: rgb(1, 0.97, 0.9), border: rgb(0.85, 0.6, 0.2), text: rgb(0.55, 0.3, 0.03) };

const hex = (colour: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16) / 255);
  return rgb(r ?? 0, g ?? 0, b ?? 0);
};

/** The media by rank (ranked first, then unranked in file order), as the screens list them. */
export function rankedAssets(analysis: Analysis): AssetAnalysis[] {
  const rankOf = (asset: AssetAnalysis) => asset.rank ?? Number.POSITIVE_INFINITY;
  return [...analysis.assets].sort((a, b) => rankOf(a) - rankOf(b));
}

/** Whether anyone was measured on the asset (it has curves to show). */
export const measured = (asset: AssetAnalysis) =>
  REPORT_CURVES.some((curve) => curve.series(asset).value.some((value) => value !== null));

/** Pages that flow: a block that does not fit below the cursor starts a new page. */
class Flow {
  writer!: PdfWriter;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: ReportFonts,
    private readonly seen: Set<string> | undefined,
  ) {}

  get page(): PDFPage {
    return this.writer.page;
  }

  /** A writer on an existing page (the cover's contents, the footers, drawn last). */
  writerOn(page: PDFPage): PdfWriter {
    return new PdfWriter(page, this.fonts.regular, this.fonts.bold, MARGIN, this.seen);
  }

  newPage(): void {
    this.writer = this.writerOn(this.pdf.addPage([PAGE.width, PAGE.height]));
    this.y = PAGE.height - MARGIN;
  }

  /** Room for `height` points below the cursor, on a new page if needed. */
  need(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** A section title at the top of a new page; answers the page's number (1-based). */
  section(title: string): number {
    this.newPage();
    this.y = this.writer.wrapped(title, MARGIN, this.y - 16, 18, CONTENT, PDF_INK, true) - 6;
    return this.pdf.getPageCount();
  }
}

/**
 * The results of a project as an A4 PDF an agency can hand on: a cover with the contents, a
 * summary (the ranking and the A/B verdict), one page per media (its KPIs with 95% intervals, n
 * and norms; its per-second curves with scene frames under them at their seconds; its heatmap), a
 * glossary and the methodology of every KPI shown. Simulated respondents and synthetic norms are
 * said where they appear, and on every page's footer when the sample is simulated.
 *
 * Noto Sans, or Noto Sans SC for Chinese (`fonts.ts`), embedded as a subset of the characters
 * drawn: a first pass (a stand-in font, no images) collects them, the second draws the file.
 */
export async function renderReportPdf(input: ExportInput): Promise<Uint8Array> {
  const typeface = typefaceFor(input.language, [
    input.projectName,
    ...input.analysis.assets.map((a) => a.name),
  ]);
  // Digits and "…" too: page numbers and clipped names follow the widths, which differ between passes.
  const seen = new Set<string>('0123456789…');
  await drawReport(input, typeface, null, seen);
  const pdf = await drawReport(input, typeface, [...seen].join(''), undefined);
  return pdf.save();
}

async function drawReport(
  input: ExportInput,
  typeface: Typeface,
  subset: string | null,
  seen: Set<string> | undefined,
): Promise<PDFDocument> {
  const { analysis, t } = input;
  const formats = new NumberFormats(input.language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${String(t('results.report.title'))} - ${input.projectName}`);
  pdf.setAuthor('AdPulse');
  pdf.setLanguage(input.language);
  pdf.setCreationDate(new Date(analysis.generatedAt));
  const flow = new Flow(pdf, await embedReportFonts(pdf, typeface, subset), seen);
  // The first pass only collects characters: it lays the images out by size, unembedded.
  const picture = async (png: Buffer): Promise<Picture> =>
    seen ? { ...pngSize(png), image: null } : embedded(await pdf.embedPng(png));
  const pictures = new Map<string, Pictures>();
  for (const [assetId, images] of input.images)
    pictures.set(assetId, {
      curves: await picture(images.curves),
      heatmap: images.heatmap ? await picture(images.heatmap) : null,
      scenes: await Promise.all(
        images.scenes.map(async (scene) => ({ second: scene.second, image: await picture(scene.png) })),
      ),
    });

  flow.newPage();
  const contentsTop = cover(flow, input, formats);
  const contents: [string, number][] = [];
  contents.push([String(t('exports.pdf.summary')), flow.section(String(t('exports.pdf.summary')))]);
  summary(flow, input, formats);
  let seedNorms = false;
  for (const asset of rankedAssets(analysis)) {
    const title = String(t('results.report.kpis', { name: asset.name }));
    contents.push([asset.name, flow.section(title)]);
    seedNorms = assetPage(flow, input, formats, asset, pictures.get(asset.assetId)) || seedNorms;
  }
  contents.push([String(t('exports.pdf.glossary')), flow.section(String(t('exports.pdf.glossary')))]);
  glossary(flow, input);
  contents.push([String(t('exports.pdf.methodology')), flow.section(String(t('exports.pdf.methodology')))]);
  methodology(flow, input, seedNorms);

  contentsList(flow.writerOn(pdf.getPage(0)), input, contentsTop, contents);
  footers(flow, pdf, input);
  return pdf;
}

/** An image and its size; `image` null in the first pass, which draws no images. */
interface Picture {
  width: number;
  height: number;
  image: PDFImage | null;
}

interface Pictures {
  curves: Picture;
  heatmap: Picture | null;
  scenes: { second: number; image: Picture }[];
}

const embedded = (image: PDFImage): Picture => ({ width: image.width, height: image.height, image });

/** A PNG's size from its header (IHDR), without decoding it. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

function drawPicture(
  page: PDFPage,
  picture: Picture,
  box: { x: number; y: number; width: number; height: number },
): void {
  if (picture.image) page.drawImage(picture.image, box);
}

/** A note in a tinted box (simulated respondents, synthetic norms); answers the y below it. */
function warningBox(flow: Flow, text: string, top: number): number {
  const size = 10;
  const lines = flow.writer.wrap(text, size, CONTENT - 20).length;
  const height = lines * (size + 4) + 14;
  flow.page.drawRectangle({
    x: MARGIN,
    y: top - height + size + 4,
    width: CONTENT,
    height,
    color: WARNING.fill,
    borderColor: WARNING.border,
    borderWidth: 0.75,
  });
  return flow.writer.wrapped(text, MARGIN + 10, top - 4, size, CONTENT - 20, WARNING.text) - 14;
}

function cover(flow: Flow, input: ExportInput, formats: NumberFormats): number {
  const { analysis, t } = input;
  const w = flow.writer;
  flow.page.drawRectangle({ x: 0, y: PAGE.height - 120, width: PAGE.width, height: 120, color: ACCENT });
  w.text('AdPulse', MARGIN, PAGE.height - 64, 16, true, rgb(1, 1, 1));
  w.text(String(t('results.report.title')), MARGIN, PAGE.height - 92, 12, false, rgb(0.8, 0.85, 0.9));
  flow.y = PAGE.height - 190;
  flow.y = w.wrapped(input.projectName, MARGIN, flow.y, 26, CONTENT, PDF_INK, true) - 8;
  const date = new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(analysis.generatedAt),
  );
  flow.y = w.wrapped(
    String(
      t('results.report.generated', {
        date,
        n: formats.count(analysis.respondents.n),
        count: analysis.respondents.n,
      }),
    ),
    MARGIN,
    flow.y,
    12,
    CONTENT,
    PDF_MUTED,
  );
  if (analysis.partial) {
    const progress = t('results.live.progress', {
      n: formats.count(analysis.respondents.n),
      target: formats.count(analysis.respondents.target),
      count: analysis.respondents.target,
    });
    flow.y = w.wrapped(
      `${String(t('results.live.title'))}: ${String(progress)}`,
      MARGIN,
      flow.y,
      12,
      CONTENT,
    );
  }
  flow.y -= 16;
  if (analysis.respondents.simulated > 0)
    flow.y = warningBox(flow, String(t('results.report.simulated')), flow.y);
  if (analysis.norms.lv1?.seed || analysis.norms.lv2?.seed)
    flow.y = warningBox(flow, String(t('exports.pdf.syntheticNorms')), flow.y);
  return flow.y - 24;
}

/** The cover's contents, drawn once every section's page is known. */
function contentsList(w: PdfWriter, input: ExportInput, top: number, entries: [string, number][]): void {
  w.text(String(input.t('exports.pdf.contents')), MARGIN, top, 14, true);
  let y = top - 24;
  for (const [title, page] of entries) {
    const number = String(page);
    w.text(clip(w, title, 11, CONTENT - 60), MARGIN, y, 11);
    w.textRight(number, y, 11, false, undefined, PDF_MUTED);
    y -= 18;
  }
}

/** Every page's foot: the project, the page number and, for a simulated sample, that it is simulated. */
function footers(flow: Flow, pdf: PDFDocument, input: ExportInput): void {
  const pages = pdf.getPageCount();
  const simulated = input.analysis.respondents.simulated > 0;
  pdf.getPages().forEach((page, index) => {
    const w = flow.writerOn(page);
    w.rule(40);
    const left = simulated
      ? `${clip(w, input.projectName, 8, CONTENT / 2)} · ${String(input.t('exports.pdf.simulatedShort'))}`
      : clip(w, input.projectName, 8, CONTENT / 2);
    w.text(left, MARGIN, 28, 8, simulated, simulated ? WARNING.text : PDF_MUTED);
    w.textRight(
      String(input.t('exports.pdf.page', { page: index + 1, pages })),
      28,
      8,
      false,
      undefined,
      PDF_MUTED,
    );
  });
}

const COLUMNS = {
  name: MARGIN,
  value: MARGIN + 150,
  interval: MARGIN + 210,
  n: MARGIN + 305,
  norm: MARGIN + 350,
};
const NORM_WIDTH = PAGE.width - MARGIN - COLUMNS.norm;

/**
 * A table's bold column labels over a rule, each wrapped to its column (up to the next label's x)
 * so that a long label (Italian "Indice globale") never runs into the next; the cursor moves to
 * the first row.
 */
function header(flow: Flow, labels: [string, number][]): void {
  const wrapped = labels.map(([label, x], index) => {
    const end = labels[index + 1]?.[1] ?? PAGE.width - MARGIN;
    return { x, lines: flow.writer.wrap(label, 9, end - x - 6, true) };
  });
  for (const { x, lines } of wrapped)
    lines.forEach((line, row) => flow.writer.text(line, x, flow.y - row * 11, 9, true));
  flow.y -= (Math.max(...wrapped.map(({ lines }) => lines.length)) - 1) * 11 + 6;
  flow.writer.rule(flow.y);
  flow.y -= 14;
}

/** The ranking with its 95% rank ranges, and the verdict of a two-media test. */
function summary(flow: Flow, input: ExportInput, formats: NumberFormats): void {
  const { t, analysis } = input;
  flow.y =
    flow.writer.wrapped(String(t('exports.pdf.summaryIntro')), MARGIN, flow.y - 4, 10, CONTENT, PDF_MUTED) -
    10;
  header(flow, [
    [String(t('results.report.rank')), MARGIN],
    [String(t('results.report.media')), MARGIN + 50],
    [String(t('results.kpi.globalIndex.name')), COLUMNS.value],
    [String(t('results.table.interval')), COLUMNS.interval],
    [String(t('results.table.n')), COLUMNS.n],
  ]);
  let ranges = false;
  for (const asset of rankedAssets(analysis)) {
    flow.need(16);
    const row = flow.writer;
    const estimate = asset.globalIndex.value;
    const place = rankPlace(analysis, asset.assetId);
    ranges ||= !!place && place.from !== place.to;
    const rank =
      asset.rank === null
        ? '–'
        : place && place.from !== place.to
          ? `#${place.from}–${place.to}`
          : `#${asset.rank}`;
    row.text(rank, MARGIN, flow.y, 10, true);
    row.text(clip(row, asset.name, 10, COLUMNS.value - MARGIN - 58), MARGIN + 50, flow.y, 10);
    if (estimate) {
      const shown = formats.estimate(estimate, 'score');
      row.text(shown.value, COLUMNS.value, flow.y, 10, true);
      row.text(shown.interval, COLUMNS.interval, flow.y, 10);
      row.text(`n = ${formats.count(estimate.n)}`, COLUMNS.n, flow.y, 10);
    } else row.text(String(t('results.estimate.none')), COLUMNS.value, flow.y, 10, false, PDF_MUTED);
    flow.y -= 16;
  }
  flow.y -= 4;
  if (ranges)
    flow.y = flow.writer.wrapped(
      `#a–b: ${String(t('results.ranking.notSeparable'))}`,
      MARGIN,
      flow.y,
      9,
      CONTENT,
      PDF_MUTED,
    );
  const headline = abHeadline(analysis);
  if (headline) {
    const nameOf = (assetId: string) =>
      analysis.assets.find((asset) => asset.assetId === assetId)?.name ?? assetId;
    const text = abHeadlineText(t, formats, headline, nameOf);
    flow.need(40);
    flow.y = flow.writer.wrapped(text, MARGIN, flow.y - 8, 11, CONTENT, PDF_INK, true) - 4;
  }
  flow.y -= 8;
  flow.y = flow.writer.wrapped(String(t('results.band.anchors')), MARGIN, flow.y, 8, CONTENT, PDF_MUTED);
  keyNumbers(flow, input, formats);
}

/** Every media's headline KPIs side by side (values only; their intervals are on the media's page). */
function keyNumbers(flow: Flow, input: ExportInput, formats: NumberFormats): void {
  const { t, analysis } = input;
  // The predictive click is a model: it stays on the media's page, beside what it assumes.
  const kpis = REPORT_KPIS.filter((kpi) => kpi.key !== 'globalIndex' && kpi.key !== 'predictiveClick');
  const assets = rankedAssets(analysis);
  flow.need(60 + 16 * assets.length);
  flow.y =
    flow.writer.wrapped(String(t('exports.sheets.kpis')), MARGIN, flow.y - 18, 13, CONTENT, PDF_INK, true) -
    4;
  const nameWidth = 130;
  const column = (CONTENT - nameWidth) / kpis.length;
  const xOf = (index: number) => MARGIN + nameWidth + index * column;
  // A word longer than its column (German "Aufmerksamkeitsspanne") cannot wrap: the labels shrink.
  const names = kpis.map((kpi) => String(t(`results.kpi.${kpi.key}.name`)));
  const longest = Math.max(
    ...names.flatMap((name) => name.split(/\s+/).map((word) => flow.writer.width(word, 9, true))),
  );
  const size = Math.min(9, (9 * (column - 6)) / longest);
  const labels = names.map((name) => flow.writer.wrap(name, size, column - 6, true));
  const rows = Math.max(...labels.map((lines) => lines.length));
  labels.forEach((lines, index) =>
    lines.forEach((line, row) => flow.writer.text(line, xOf(index), flow.y - row * 11, size, true)),
  );
  flow.y -= (rows - 1) * 11 + 6;
  flow.writer.rule(flow.y);
  flow.y -= 14;
  for (const asset of assets) {
    flow.need(16);
    const w = flow.writer;
    w.text(clip(w, asset.name, 10, nameWidth - 8), MARGIN, flow.y, 10);
    kpis.forEach((kpi, index) => {
      const estimate = kpi.estimate(asset);
      w.text(estimate ? formats.estimate(estimate, kpi.unit).value : '–', xOf(index), flow.y, 10);
    });
    flow.y -= 16;
  }
}

/** Text cut with "…" to fit `width`. */
function clip(writer: PdfWriter, text: string, size: number, width: number): string {
  if (writer.width(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && writer.width(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** One media: its KPI table, its curves with the scene frames under them, its heatmap. Answers whether it used seed norms. */
function assetPage(
  flow: Flow,
  input: ExportInput,
  formats: NumberFormats,
  asset: AssetAnalysis,
  images: Pictures | undefined,
): boolean {
  const { t, analysis } = input;
  flow.y -= 4;
  header(flow, [
    [String(t('results.table.interval')), COLUMNS.interval],
    [String(t('results.table.n')), COLUMNS.n],
    [String(t('results.report.norm')), COLUMNS.norm],
  ]);
  let seedNorms = false;
  const w = flow.writer;
  for (const kpi of reportKpisOf(asset)) {
    const estimate = kpi.estimate(asset);
    w.text(String(t(`results.kpi.${kpi.key}.name`)), COLUMNS.name, flow.y, 10);
    if (estimate && kpi.scenario) {
      // A model: its value at the default assumptions, no interval (methodology, section 7).
      w.text(formats.unit(estimate.value, kpi.unit), COLUMNS.value, flow.y, 10, true);
      w.text(String(t('results.clickScenario.badge')), COLUMNS.interval, flow.y, 10, false, PDF_MUTED);
    } else if (estimate) {
      const shown = formats.estimate(estimate, kpi.unit);
      w.text(shown.value, COLUMNS.value, flow.y, 10, true);
      w.text(shown.interval, COLUMNS.interval, flow.y, 10);
      w.text(`n = ${formats.count(estimate.n)}`, COLUMNS.n, flow.y, 10);
    } else w.text(String(t('results.estimate.none')), COLUMNS.value, flow.y, 10, false, PDF_MUTED);
    const norm = reportNorm(analysis, asset, kpi);
    let below = 0;
    if (norm) {
      // The norm's middle half (25th-75th percentiles), which below/close/above is judged against,
      // and the comparison under it.
      seedNorms ||= norm.seed;
      w.text(formats.range(norm.p25, norm.p75, kpi.unit), COLUMNS.norm, flow.y, 9);
      const comparison =
        String(t(`results.norm.${norm.comparison}`)) +
        (norm.seed ? ` · ${String(t('results.norm.seedShort'))}` : '');
      below = flow.y - 10 - w.wrapped(comparison, COLUMNS.norm, flow.y - 10, 8, NORM_WIDTH, PDF_MUTED);
    }
    flow.y -= Math.max(18, below + 10);
  }
  // What the numbers are not: synthetic references and a model, said under the table.
  const notes = [
    t('results.norm.rule'),
    ...(seedNorms ? [t('results.norm.seedHelp')] : []),
    t('results.kpi.predictiveClick.help'),
  ];
  for (const note of notes) {
    flow.need(30);
    flow.y = flow.writer.wrapped(String(note), MARGIN, flow.y, 8, CONTENT, PDF_MUTED) - 2;
  }
  flow.y -= 8;
  const curvesShown = !!images && measured(asset);
  if (images && curvesShown) curves(flow, input, formats, asset, images);
  heatmapAndNotes(flow, input, asset, images?.heatmap ?? null, curvesShown && !!images?.scenes.length);
  return seedNorms;
}

/** The curves image with its legend and axes, and the scene frames under it, each at its second. */
function curves(
  flow: Flow,
  input: ExportInput,
  formats: NumberFormats,
  asset: AssetAnalysis,
  images: Pictures,
): void {
  const { t } = input;
  const plotLeft = MARGIN + 22;
  const plotWidth = CONTENT - 22;
  const plotHeight = (plotWidth * CURVES_IMAGE.height) / CURVES_IMAGE.width;
  const scenes = images.scenes;
  const thumbWidth = scenes.length ? Math.min(84, plotWidth / scenes.length - 6) : 0;
  const thumbHeight = scenes.length
    ? Math.max(...scenes.map((scene) => (thumbWidth * scene.image.height) / scene.image.width))
    : 0;
  flow.need(plotHeight + 70 + (scenes.length ? thumbHeight + 40 : 0));
  const w = flow.writer;
  w.text(String(t('results.chart.title')), MARGIN, flow.y - 12, 11, true);
  flow.y -= 26;
  let x = MARGIN;
  for (const curve of REPORT_CURVES) {
    const label = String(t(`results.chart.${curve.key}`));
    flow.page.drawRectangle({ x, y: flow.y - 1, width: 10, height: 8, color: hex(curve.colour) });
    w.text(label, x + 14, flow.y, 9);
    x += 24 + w.width(label, 9);
  }
  w.text(String(t('results.chart.band')), x, flow.y, 9, false, PDF_MUTED);
  w.textRight(String(t('results.chart.time')), flow.y, 9, false, undefined, PDF_MUTED);
  flow.y -= 10;
  const bottom = flow.y - plotHeight;
  drawPicture(flow.page, images.curves, { x: plotLeft, y: bottom, width: plotWidth, height: plotHeight });
  for (const tick of [0, 50, 100])
    w.textRight(String(tick), bottom + (tick / 100) * plotHeight - 3, 8, false, plotLeft - 4, PDF_MUTED);
  // The image's time axis (curves-image.ts): 0 to the longer of the length and the last second.
  const duration = Math.max(1, asset.duration, ...asset.attention.curve.t.map((second) => second + 1));
  const atSecond = (second: number) => plotLeft + (second / duration) * plotWidth;
  const step = duration > 20 ? 5 : duration > 8 ? 2 : 1;
  for (let second = 0; second <= duration; second += step) {
    const label = formats.number(second);
    w.text(label, atSecond(second) - w.width(label, 8) / 2, bottom - 11, 8, false, PDF_MUTED);
  }
  flow.y = bottom - 20;
  if (!scenes.length) return;
  const top = flow.y - 8;
  // Each frame centred on its second, then pushed apart (right, then back left from the plot's
  // right end) so that none overlaps its neighbour.
  const gap = 6;
  const lefts = scenes.map((scene) => atSecond(scene.second + 0.5) - thumbWidth / 2);
  lefts.forEach((left, i) => (lefts[i] = Math.max(left, i ? lefts[i - 1]! + thumbWidth + gap : plotLeft)));
  for (let i = lefts.length - 1; i >= 0; i--)
    lefts[i] = Math.min(
      lefts[i]!,
      i < lefts.length - 1 ? lefts[i + 1]! - thumbWidth - gap : plotLeft + plotWidth - thumbWidth,
    );
  scenes.forEach((scene, index) => {
    const centre = atSecond(scene.second + 0.5);
    const left = lefts[index]!;
    const height = (thumbWidth * scene.image.height) / scene.image.width;
    flow.page.drawLine({
      start: { x: centre, y: bottom },
      end: { x: left + thumbWidth / 2, y: top },
      thickness: 0.5,
      color: PDF_MUTED,
      dashArray: [2, 2],
    });
    drawPicture(flow.page, scene.image, { x: left, y: top - height, width: thumbWidth, height });
    const label = `${formats.number(scene.second)} s`;
    w.text(label, left + (thumbWidth - w.width(label, 7)) / 2, top - thumbHeight - 9, 7, false, PDF_MUTED);
  });
  flow.y = top - thumbHeight - 22;
}

/** The summary heatmap, with the notes on the curves and scene frames beside it (under it at no heatmap). */
function heatmapAndNotes(
  flow: Flow,
  input: ExportInput,
  asset: AssetAnalysis,
  picture: Picture | null,
  scenes: boolean,
): void {
  const { t } = input;
  const notes = [String(t('exports.pdf.curves')), ...(scenes ? [String(t('exports.scenesNote'))] : [])];
  const width = picture ? 220 : 0;
  const height = picture ? (width * picture.height) / picture.width : 0;
  const textLeft = picture ? MARGIN + width + 16 : MARGIN;
  const textWidth = PAGE.width - MARGIN - textLeft;
  const textHeight = notes.reduce(
    (sum, note) => sum + flow.writer.wrap(note, 8, textWidth).length * 12 + 4,
    0,
  );
  flow.need(Math.max(height + 24, textHeight + 24));
  const w = flow.writer;
  const top = flow.y;
  let y = top;
  if (picture) {
    y =
      w.wrapped(
        String(t('results.downloads.heatmap', { name: asset.name })),
        textLeft,
        y - 10,
        11,
        textWidth,
        PDF_INK,
        true,
      ) - 2;
    drawPicture(flow.page, picture, { x: MARGIN, y: top - height, width, height });
  }
  for (const note of notes) y = w.wrapped(note, textLeft, y, 8, textWidth, PDF_MUTED) - 4;
  flow.y = Math.min(y, top - height) - 12;
}

const GLOSSARY_TERMS = [
  'interval',
  'n',
  'norm',
  'middleHalf',
  'synthetic',
  'simulated',
  'attentive',
  'heatmap',
  'scene',
  'separable',
  'model',
] as const;

function glossary(flow: Flow, input: ExportInput): void {
  for (const key of GLOSSARY_TERMS)
    definition(
      flow,
      String(input.t(`exports.pdf.terms.${key}.term`)),
      String(input.t(`exports.pdf.terms.${key}.text`)),
    );
}

/** A bold term over its wrapped explanation, kept on one page. */
function definition(flow: Flow, term: string, text: string): void {
  const lines = flow.writer.wrap(text, 10, CONTENT).length;
  flow.need(24 + lines * 14);
  flow.y = flow.writer.wrapped(term, MARGIN, flow.y - 6, 11, CONTENT, PDF_INK, true);
  flow.y = flow.writer.wrapped(text, MARGIN, flow.y, 10, CONTENT) - 6;
}

/** How every KPI the report shows is made (the in-app methodology texts), then the norms and bands. */
function methodology(flow: Flow, input: ExportInput, seedNorms: boolean): void {
  const { t, analysis } = input;
  flow.y =
    flow.writer.wrapped(
      String(t('exports.pdf.methodologyIntro')),
      MARGIN,
      flow.y - 4,
      10,
      CONTENT,
      PDF_MUTED,
    ) - 6;
  for (const kpi of REPORT_KPIS)
    definition(flow, String(t(`results.kpi.${kpi.key}.name`)), String(t(`results.kpi.${kpi.key}.method`)));
  definition(flow, String(t('exports.pdf.terms.norm.term')), String(t('results.norm.rule')));
  if (seedNorms)
    definition(flow, String(t('exports.pdf.terms.synthetic.term')), String(t('results.norm.seedHelp')));
  if (analysis.respondents.simulated > 0)
    definition(flow, String(t('exports.pdf.terms.simulated.term')), String(t('results.report.simulated')));
}
