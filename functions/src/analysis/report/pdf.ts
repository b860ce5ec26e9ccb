import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { TFunction } from 'i18next';
import type { Analysis, AssetAnalysis } from '@adpulse/shared/analysis/index';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { PDF_MUTED, PdfWriter } from '../../platform/pdf-writer.ts';
import { CURVES_IMAGE, REPORT_CURVES } from './curves-image.ts';
import { REPORT_KPIS, reportNorm } from './kpis.ts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const BOTTOM = 56;
const CONTENT = PAGE.width - 2 * MARGIN;

export interface ReportInput {
  projectName: string;
  language: string;
  t: TFunction;
  analysis: Analysis;
  /** Per asset: its curves PNG and, when the analysis made one, its summary heatmap PNG. */
  images: Map<string, { curves: Buffer; heatmap: Buffer | null }>;
}

const hex = (colour: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16) / 255);
  return rgb(r ?? 0, g ?? 0, b ?? 0);
};

/** The media by rank (ranked first, then unranked in file order), as the screens list them. */
export function rankedAssets(analysis: Analysis): AssetAnalysis[] {
  const rankOf = (asset: AssetAnalysis) => asset.rank ?? Number.POSITIVE_INFINITY;
  return [...analysis.assets].sort((a, b) => rankOf(a) - rankOf(b));
}

/** Pages that flow: a block that does not fit below the cursor starts a new page. */
class Flow {
  writer!: PdfWriter;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  get page(): PDFPage {
    return this.writer.page;
  }

  newPage(): void {
    this.writer = new PdfWriter(this.pdf.addPage([PAGE.width, PAGE.height]), this.regular, this.bold, MARGIN);
    this.y = PAGE.height - MARGIN;
  }

  /** Room for `height` points below the cursor, on a new page if needed. */
  need(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }
}

/**
 * The results of a project as an A4 PDF to forward by e-mail: the ranking, then per media its key
 * metrics (value, 95% interval, n, norm), then, when anyone was measured on it, its per-second
 * curves and its summary heatmap as images.
 * Numbers read as on the results screens (the same formatter, in the report's language).
 */
export async function renderReportPdf(input: ReportInput): Promise<Uint8Array> {
  const { analysis, t } = input;
  const formats = new NumberFormats(input.language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${String(t('results.report.title'))} - ${input.projectName}`);
  pdf.setAuthor('AdPulse');
  pdf.setCreationDate(new Date(analysis.generatedAt));
  const flow = new Flow(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const w = () => flow.writer;

  w().text(String(t('results.report.title')), MARGIN, flow.y - 18, 20, true);
  flow.y -= 44;
  flow.y = w().wrapped(input.projectName, MARGIN, flow.y, 14, CONTENT) - 4;
  const date = new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(analysis.generatedAt),
  );
  w().text(
    String(t('results.report.generated', { date, n: formats.count(analysis.respondents.n) })),
    MARGIN,
    flow.y,
    10,
    false,
    PDF_MUTED,
  );
  flow.y -= 16;
  if (analysis.partial) {
    const progress = t('results.live.progress', {
      n: formats.count(analysis.respondents.n),
      target: formats.count(analysis.respondents.target),
    });
    flow.y = w().wrapped(
      `${String(t('results.live.title'))}: ${String(progress)}`,
      MARGIN,
      flow.y,
      10,
      CONTENT,
    );
  }
  if (analysis.respondents.simulated > 0)
    flow.y = w().wrapped(String(t('results.report.simulated')), MARGIN, flow.y, 10, CONTENT, PDF_MUTED);
  flow.y -= 12;

  const pictures = new Map<string, { curves: PDFImage; heatmap: PDFImage | null }>();
  for (const [assetId, images] of input.images)
    pictures.set(assetId, {
      curves: await pdf.embedPng(images.curves),
      heatmap: images.heatmap ? await pdf.embedPng(images.heatmap) : null,
    });
  rankingTable(flow, input, formats);
  for (const asset of rankedAssets(analysis))
    assetSection(flow, input, formats, asset, pictures.get(asset.assetId));
  return pdf.save();
}

const COLUMNS = {
  name: MARGIN,
  value: MARGIN + 190,
  interval: MARGIN + 260,
  n: MARGIN + 370,
  norm: MARGIN + 410,
};

/** A table's bold column labels over a rule; the cursor moves to the first row. */
function header(flow: Flow, labels: [string, number][]): void {
  for (const [label, x] of labels) flow.writer.text(label, x, flow.y, 9, true);
  flow.y -= 6;
  flow.writer.rule(flow.y);
  flow.y -= 14;
}

function rankingTable(flow: Flow, input: ReportInput, formats: NumberFormats): void {
  const { t } = input;
  flow.need(60);
  const w = flow.writer;
  w.text(String(t('tabs.ranking')), MARGIN, flow.y - 14, 14, true);
  flow.y -= 34;
  header(flow, [
    [String(t('results.report.rank')), MARGIN],
    [String(t('results.report.media')), MARGIN + 40],
    [String(t('results.kpi.globalIndex.name')), COLUMNS.value],
    [String(t('results.table.interval')), COLUMNS.interval],
    [String(t('results.table.n')), COLUMNS.n],
  ]);
  for (const asset of rankedAssets(input.analysis)) {
    flow.need(16);
    const row = flow.writer;
    const estimate = asset.globalIndex.value;
    row.text(asset.rank === null ? '–' : `#${asset.rank}`, MARGIN, flow.y, 10, true);
    row.text(clip(row, asset.name, 10, COLUMNS.value - MARGIN - 48), MARGIN + 40, flow.y, 10);
    if (estimate) {
      const shown = formats.estimate(estimate, 'score');
      row.text(shown.value, COLUMNS.value, flow.y, 10, true);
      row.text(shown.interval, COLUMNS.interval, flow.y, 10);
      row.text(`n = ${formats.count(estimate.n)}`, COLUMNS.n, flow.y, 10);
    } else row.text(String(input.t('results.estimate.none')), COLUMNS.value, flow.y, 10, false, PDF_MUTED);
    flow.y -= 16;
  }
  flow.y -= 10;
}

/** Text cut with "…" to fit `width`. */
function clip(writer: PdfWriter, text: string, size: number, width: number): string {
  if (writer.width(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && writer.width(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function assetSection(
  flow: Flow,
  input: ReportInput,
  formats: NumberFormats,
  asset: AssetAnalysis,
  images: { curves: PDFImage; heatmap: PDFImage | null } | undefined,
): void {
  const { t, analysis } = input;
  flow.need(40 + REPORT_KPIS.length * 16);
  let w = flow.writer;
  flow.y =
    w.wrapped(String(t('results.report.kpis', { name: asset.name })), MARGIN, flow.y - 14, 13, CONTENT) - 6;
  header(flow, [
    [String(t('results.table.interval')), COLUMNS.interval],
    [String(t('results.table.n')), COLUMNS.n],
    [String(t('results.report.norm')), COLUMNS.norm],
  ]);
  let seedNorms = false;
  for (const kpi of REPORT_KPIS) {
    const estimate = kpi.estimate(asset);
    w.text(String(t(`results.kpi.${kpi.key}.name`)), COLUMNS.name, flow.y, 10);
    if (estimate) {
      const shown = formats.estimate(estimate, kpi.unit);
      w.text(shown.value, COLUMNS.value, flow.y, 10, true);
      w.text(shown.interval, COLUMNS.interval, flow.y, 10);
      w.text(`n = ${formats.count(estimate.n)}`, COLUMNS.n, flow.y, 10);
    } else w.text(String(t('results.estimate.none')), COLUMNS.value, flow.y, 10, false, PDF_MUTED);
    const norm = reportNorm(analysis, asset, kpi);
    if (norm) {
      // The norm's middle half (25th-75th percentiles), which below/close/above is judged against.
      const range = `${formats.unit(norm.p25, kpi.unit)}–${formats.unit(norm.p75, kpi.unit)}`;
      seedNorms ||= norm.seed;
      const comparison =
        String(t(`results.norm.${norm.comparison}`)) +
        (norm.seed ? ` · ${String(t('results.norm.seedShort'))}` : '');
      w.text(range, COLUMNS.norm, flow.y, 9);
      const after = COLUMNS.norm + w.width(range, 9) + 6;
      // A long comparison (es, fr) goes under the norm rather than past the margin.
      if (after + w.width(comparison, 8) <= PAGE.width - MARGIN)
        w.text(comparison, after, flow.y, 8, false, PDF_MUTED);
      else {
        flow.y -= 10;
        w.text(comparison, COLUMNS.norm, flow.y, 8, false, PDF_MUTED);
      }
    }
    flow.y -= 16;
  }
  // What the numbers are not: synthetic references and a model, said under the table.
  const notes = [
    t('results.norm.rule'),
    ...(seedNorms ? [t('results.norm.seedHelp')] : []),
    t('results.band.anchors'),
    t('results.kpi.predictiveClick.help'),
  ];
  for (const note of notes) {
    flow.need(30);
    flow.y = flow.writer.wrapped(String(note), MARGIN, flow.y, 8, CONTENT, PDF_MUTED) - 2;
  }
  flow.y -= 8;

  const measured = REPORT_CURVES.some((curve) => curve.series(asset).value.some((value) => value !== null));
  if (!images || !measured) return;
  const chartHeight = (CONTENT * CURVES_IMAGE.height) / CURVES_IMAGE.width;
  flow.need(chartHeight + 60);
  w = flow.writer;
  w.text(String(t('results.chart.title')), MARGIN, flow.y - 12, 11, true);
  flow.y -= 24;
  let x = MARGIN;
  for (const curve of REPORT_CURVES) {
    const label = String(t(`results.chart.${curve.key}`));
    flow.page.drawRectangle({ x, y: flow.y - 1, width: 10, height: 8, color: hex(curve.colour) });
    w.text(label, x + 14, flow.y, 9);
    x += 24 + w.width(label, 9);
  }
  w.text(String(t('results.chart.band')), x, flow.y, 9, false, PDF_MUTED);
  flow.y -= 10;
  const plotLeft = MARGIN + 22;
  const plotWidth = CONTENT - 22;
  const plotHeight = (plotWidth * CURVES_IMAGE.height) / CURVES_IMAGE.width;
  const bottom = flow.y - plotHeight;
  flow.page.drawImage(images.curves, {
    x: plotLeft,
    y: bottom,
    width: plotWidth,
    height: plotHeight,
  });
  for (const tick of [0, 50, 100])
    w.textRight(String(tick), bottom + (tick / 100) * plotHeight - 3, 8, false, plotLeft - 4, PDF_MUTED);
  const duration = Math.max(1, asset.duration);
  const step = duration > 20 ? 5 : duration > 8 ? 2 : 1;
  for (let second = 0; second <= duration; second += step) {
    const label = formats.number(second);
    w.text(
      label,
      plotLeft + (second / duration) * plotWidth - w.width(label, 8) / 2,
      bottom - 11,
      8,
      false,
      PDF_MUTED,
    );
  }
  w.textRight(String(t('results.chart.time')), bottom - 22, 8, false, undefined, PDF_MUTED);
  flow.y = bottom - 34;

  const picture = images.heatmap;
  if (picture) {
    const width = Math.min(CONTENT, 320);
    const height = (width * picture.height) / picture.width;
    flow.need(height + 30);
    flow.writer.text(
      String(t('results.downloads.heatmap', { name: asset.name })),
      MARGIN,
      flow.y - 12,
      11,
      true,
    );
    flow.y -= 20;
    flow.page.drawImage(picture, { x: MARGIN, y: flow.y - height, width, height });
    flow.y -= height + 20;
  }
}
