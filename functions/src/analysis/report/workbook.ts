import ExcelJS from 'exceljs';
import type { AssetAnalysis, DemographicCell, Estimate, Series } from '@adpulse/shared/analysis/index';
import type { ExportInput } from './export-input.ts';
import { REPORT_CURVES } from './curves-image.ts';
import { reportKpisOf, reportNorm } from './kpis.ts';
import { rankedAssets } from './pdf.ts';

type Cell = string | number | boolean | null;
type Row = Cell[];

interface Table {
  name: string;
  head: string[];
  rows: Row[];
}

/**
 * The results as a workbook, one sheet per table: summary, ranking, KPIs with intervals and
 * norms, the per-second curves, the survey counts and the demographic splits with their n.
 * Numbers stay numbers, in the analysis file's units (docs/methodology.md), so agencies can
 * chart and pivot them; a sheet over simulated respondents says so in its first row.
 */
export async function renderWorkbook(input: ExportInput): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'AdPulse';
  workbook.created = new Date(input.analysis.generatedAt);
  const note = input.analysis.respondents.simulated > 0 ? String(input.t('results.report.simulated')) : null;
  for (const table of workbookTables(input)) {
    const sheet = workbook.addWorksheet(sheetName(table.name));
    if (note) sheet.addRow([note]).font = { italic: true, color: { argb: 'FFB45309' } };
    sheet.addRow(table.head).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: sheet.rowCount }];
    sheet.addRows(table.rows);
    table.head.forEach((label, index) => {
      sheet.getColumn(index + 1).width = Math.min(48, Math.max(10, label.length + 2));
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Excel's rules for a sheet name: 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** The workbook's tables, in sheet order. */
export function workbookTables(input: ExportInput): Table[] {
  const { t, analysis } = input;
  const c = (key: string) => String(t(`exports.columns.${key}`));
  const estimateHead = [c('value'), c('low'), c('high'), String(t('results.table.n'))];
  const media = String(t('results.report.media'));
  const ranked = rankedAssets(analysis);
  return [
    {
      name: String(t('exports.sheets.summary')),
      head: [
        c('project'),
        c('analysed'),
        c('respondents'),
        c('target'),
        c('simulated'),
        String(t('results.live.title')),
      ],
      rows: [
        [
          input.projectName,
          analysis.generatedAt,
          analysis.respondents.n,
          analysis.respondents.target,
          analysis.respondents.simulated,
          analysis.partial,
        ],
      ],
    },
    {
      name: String(t('tabs.ranking')),
      head: [String(t('results.report.rank')), media, ...estimateHead],
      rows: ranked.map((asset) => [asset.rank, asset.name, ...estimateCells(asset.globalIndex.value)]),
    },
    {
      name: String(t('exports.sheets.kpis')),
      head: [media, c('metric'), ...estimateHead, c('normMean'), c('comparison'), c('note')],
      rows: ranked.flatMap((asset) =>
        reportKpisOf(asset).map((kpi) => {
          const norm = reportNorm(analysis, asset, kpi);
          const estimate = kpi.estimate(asset);
          // A model scenario: its value at the default assumptions, no interval.
          if (kpi.scenario)
            return [
              asset.name,
              String(t(`results.kpi.${kpi.key}.name`)),
              estimate?.value ?? null,
              null,
              null,
              null,
              null,
              null,
              String(t('results.clickScenario.defaultScenario')),
            ];
          return [
            asset.name,
            String(t(`results.kpi.${kpi.key}.name`)),
            ...estimateCells(estimate),
            norm?.mean ?? null,
            norm ? String(t(`results.norm.${norm.comparison}`)) : null,
            norm?.seed ? String(t('results.norm.seedShort')) : null,
          ];
        }),
      ),
    },
    {
      name: String(t('exports.sheets.curves')),
      head: [media, c('metric'), String(t('results.chart.second')), ...estimateHead],
      rows: ranked.flatMap((asset) =>
        REPORT_CURVES.flatMap((curve) =>
          seriesRows(curve.series(asset)).map((cells) => [
            asset.name,
            String(t(`results.chart.${curve.key}`)),
            ...cells,
          ]),
        ),
      ),
    },
    {
      name: String(t('exports.sheets.survey')),
      head: [
        c('question'),
        c('type'),
        c('answered'),
        String(t('results.survey.answer')),
        String(t('results.survey.count')),
        ...estimateHead,
        c('notSignificant'),
      ],
      rows: analysis.survey.flatMap((question) => {
        const lead = [question.text, String(t(`results.survey.types.${question.type}`)), question.answered];
        const flag = question.notSignificant;
        const options = question.options.map((option) => [
          ...lead,
          option.answer,
          option.count,
          ...estimateCells(option.share),
          flag,
        ]);
        const scale = question.scale
          ? [
              ...question.scale.distribution.map((step) => [
                ...lead,
                step.value,
                step.count,
                null,
                null,
                null,
                null,
                flag,
              ]),
              [...lead, String(t('results.survey.mean')), null, ...estimateCells(question.scale.mean), flag],
            ]
          : [];
        const words = (question.openEnded?.words ?? []).map((word) => [
          ...lead,
          word.word,
          word.count,
          null,
          null,
          null,
          null,
          flag,
        ]);
        return [...options, ...scale, ...words];
      }),
    },
    {
      name: String(t('exports.sheets.demographics')),
      head: [
        media,
        c('cut'),
        c('group'),
        String(t('results.demographics.respondents')),
        c('measured'),
        c('notSignificant'),
        ...DEMOGRAPHIC_METRICS.map(([key]) => String(t(`results.kpi.${key}.name`))),
        ...DEMOGRAPHIC_METRICS.map(([key]) => `${String(t(`results.kpi.${key}.name`))} n`),
      ],
      rows: ranked.flatMap((asset) =>
        demographicRows(asset, (cut) => String(t(`results.demographics.${cut}`))),
      ),
    },
  ];
}

const estimateCells = (estimate: Estimate | null): Row =>
  estimate ? [estimate.value, estimate.low, estimate.high, estimate.n] : [null, null, null, null];

/** One row per second: its start, value, interval and n (null where nobody was measured). */
function seriesRows(series: Series): Row[] {
  return series.t.map((second, index) => [
    second,
    series.value[index] ?? null,
    series.low[index] ?? null,
    series.high[index] ?? null,
    series.n[index] ?? 0,
  ]);
}

const DEMOGRAPHIC_METRICS: readonly [string, (cell: DemographicCell) => Estimate | null][] = [
  ['attention', (cell) => cell.attention],
  ['valence', (cell) => cell.valence_kpi],
  ['engagement', (cell) => cell.engagement_kpi],
  ['emotionScore', (cell) => cell.emotion_score_kpi],
  ['globalIndex', (cell) => cell.globalIndex],
];

function demographicRows(asset: AssetAnalysis, cutName: (cut: 'gender' | 'age' | 'region') => string): Row[] {
  return (['gender', 'age', 'region'] as const).flatMap((cut) =>
    asset.demographics[cut].map((cell) => [
      asset.name,
      cutName(cut),
      cell.key,
      cell.n,
      cell.measured,
      cell.notSignificant,
      ...DEMOGRAPHIC_METRICS.map(([, pick]) => pick(cell)?.value ?? null),
      ...DEMOGRAPHIC_METRICS.map(([, pick]) => pick(cell)?.n ?? null),
    ]),
  );
}
