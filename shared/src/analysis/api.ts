import * as z from 'zod';
import { idField } from '../accounts/fields.ts';
import { VIEWERS } from '../projects/constants.ts';
import { boundedText, enumField } from '../projects/fields.ts';
import { projectSchema } from '../projects/schemas.ts';
import {
  ANALYSIS_RUN_REASONS,
  DOWNLOAD_KINDS,
  IMAGE_KINDS,
  NORM_METRICS,
  type NormMetric,
} from './constants.ts';
import { normGroupSchema, normStatSchema } from './norms.ts';
import { analysisSchema } from './schemas.ts';

/**
 * What the results routes answer (shared/src/contracts/analysis.ts and sharing.ts). The analysis
 * file itself is the schema of schemas.ts (current format) or an older file served as stored.
 */

/**
 * The project's analysis file as stored. `current`: json_version 6, checked against the schema;
 * `legacy`: json_version under 6, served as stored (the web reads it with `viewOfServedFile`, which
 * adapts it); `invalid`: a file that claims the current format but does not match its schema, served
 * as stored (readAnalysisFile answers the invalidAnalysis warning); `missing`: no file yet.
 */
export const analysisFileSchema = z.discriminatedUnion('format', [
  z.object({ format: z.literal('current'), analysis: analysisSchema }),
  z.object({
    format: z.literal('legacy'),
    jsonVersion: z.number(),
    analysis: z.record(z.string(), z.unknown()),
  }),
  z.object({ format: z.literal('invalid'), analysis: z.record(z.string(), z.unknown()) }),
  z.object({ format: z.literal('missing'), analysis: z.null() }),
]);
export type AnalysisFile = z.infer<typeof analysisFileSchema>;

/** The run that made the file: why, when, and on how many respondents of the sample bought. */
export const analysisRunInfoSchema = z.object({
  runId: z.string(),
  reason: z.enum(ANALYSIS_RUN_REASONS),
  /** True while fieldwork runs: the numbers cover respondents.n of respondents.target. */
  partial: z.boolean(),
  respondents: z.object({ n: z.number().int().min(0), target: z.number().int().min(0) }),
  /** The analysis' own time (the newest complete it read, or the close): equal inputs, equal files. */
  generatedAt: z.string(),
  /** When the run replaced the previous file. */
  publishedAt: z.string(),
});
export type AnalysisRunInfo = z.infer<typeof analysisRunInfoSchema>;

/** Signed links (short-lived) of one asset's summary images. */
export const assetImageLinksSchema = z.object({
  assetId: z.string(),
  heatmap: z.string(),
  fogmap: z.string(),
  gazeplot: z.string(),
});
export type AssetImageLinks = z.infer<typeof assetImageLinksSchema>;

/**
 * GET /clients/{clientId}/projects/{projectId}/analysis: the file the results screens read, with
 * what they need around it. An active project answers its partial file (n of N so far).
 */
export const projectAnalysisSchema = z.object({
  projectId: z.string(),
  projectStatus: z.enum(['active', 'closed']),
  run: analysisRunInfoSchema.nullable(),
  /** A run is going on now (a live update or a re-run): a newer file follows. */
  running: z.boolean(),
  file: analysisFileSchema,
  /** Summary images per analysed asset (per-second images: GET .../analysis/images). */
  images: z.array(assetImageLinksSchema),
  /** When the signed links stop working (ISO 8601): fetch again after it. */
  linksExpireAt: z.string(),
});
export type ProjectAnalysis = z.infer<typeof projectAnalysisSchema>;

/**
 * GET /clients/{clientId}/projects/{projectId}/analysis/status: what a live results screen reads
 * every few seconds (the run that made the current file, whether a newer one is coming), without
 * the file: the screen reads GET .../analysis again only when the run id changes.
 */
export const analysisStatusSchema = projectAnalysisSchema.pick({
  projectId: true,
  projectStatus: true,
  run: true,
  running: true,
});
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const clientProjectAnalysisParamsSchema = z.object({ clientId: idField, projectId: idField });

/** GET /projects/{projectId}/analysis/images: one asset's images of one kind, per second. */
export const analysisImagesQuerySchema = z.object({
  assetId: idField,
  kind: enumField(IMAGE_KINDS),
});
export type AnalysisImagesQuery = z.input<typeof analysisImagesQuerySchema>;

export const analysisImagesSchema = z.object({
  assetId: z.string(),
  kind: z.enum(IMAGE_KINDS),
  runId: z.string(),
  summary: z.string(),
  /** Videos: one image per second (t = start of the second); images: empty. */
  seconds: z.array(z.object({ t: z.number(), url: z.string() })),
  linksExpireAt: z.string(),
});
export type AnalysisImages = z.infer<typeof analysisImagesSchema>;

/** GET /projects/{projectId}/sync: the project with its analysis (null before fieldwork starts). */
export const projectWithAnalysisSchema = projectSchema.extend({ analysis: projectAnalysisSchema.nullable() });
export type ProjectWithAnalysis = z.infer<typeof projectWithAnalysisSchema>;

/** One file to download, as a signed link that makes the browser save it under `fileName`. */
export const downloadLinkSchema = z.object({
  kind: z.enum(DOWNLOAD_KINDS),
  /** The asset an image belongs to; null for the project's files. */
  assetId: z.string().nullable(),
  assetName: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  url: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** GET /projects/{projectId}/downloads: the analysis as JSON and CSV and each asset's summary images. */
export const downloadsSchema = z.object({
  projectId: z.string(),
  partial: z.boolean(),
  items: z.array(downloadLinkSchema),
  linksExpireAt: z.string(),
});
export type Downloads = z.infer<typeof downloadsSchema>;

/** GET /projects/{projectId}/report: a signed link that saves the results report as a PDF. */
export const reportLinkSchema = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  url: z.string(),
  linksExpireAt: z.string(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;

/** The office files made from the results, beside the PDF report, by their content types. */
export const EXPORT_CONTENT_TYPES = {
  deck: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  workbook: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportKind = keyof typeof EXPORT_CONTENT_TYPES;

/** GET /projects/{projectId}/deck and /workbook: a signed link that saves the file. */
export const exportLinkSchema = z.object({
  fileName: z.string(),
  contentType: z.enum([EXPORT_CONTENT_TYPES.deck, EXPORT_CONTENT_TYPES.workbook]),
  url: z.string(),
  linksExpireAt: z.string(),
});
export type ExportLink = z.infer<typeof exportLinkSchema>;

/** POST /projects/{projectId}/analysis/run: `started`, or `running` when one was already going (it collapses into it). */
export const analysisRunStateSchema = z.object({
  state: z.enum(['started', 'running']),
  runId: z.string(),
});
export type AnalysisRunState = z.infer<typeof analysisRunStateSchema>;

// -------------------------------------------------------------------------------------------------
// Norms
// -------------------------------------------------------------------------------------------------

/** GET /norms: the lv1 group of `country` and the lv2 group of `country`, `category` and `viewer`. */
export const normsQuerySchema = z.object({
  country: boundedText(8).optional(),
  category: boundedText(100).optional(),
  viewer: enumField(VIEWERS).optional(),
});
export type NormsQuery = z.input<typeof normsQuerySchema>;

const metricFields = Object.fromEntries(
  NORM_METRICS.map((metric) => [metric, normStatSchema.nullable()]),
) as {
  [M in NormMetric]: z.ZodNullable<typeof normStatSchema>;
};

/**
 * One norm level as the screens read it: the spec's globalPerformance, attention, attentionSpan,
 * engagement, effectiveness, digitalPerformance, then every benchmarked KPI; each the mean, sd,
 * n (assets) and 95% interval of the mean, or null where the group has no value.
 */
export const normLevelViewSchema = normGroupSchema
  .pick({
    level: true,
    country: true,
    category: true,
    viewer: true,
    projects: true,
    assets: true,
    seed: true,
    updatedAt: true,
  })
  .extend({
    /** Of the projects, how many were fielded by simulated respondents (never shown as measured). */
    simulatedProjects: z.number().int().min(0),
    ...metricFields,
  });
export type NormLevelView = z.infer<typeof normLevelViewSchema>;

export const normsSchema = z.object({
  selection: z.object({
    country: z.string().nullable(),
    category: z.string().nullable(),
    viewer: z.enum(VIEWERS).nullable(),
  }),
  lv1: normLevelViewSchema.nullable(),
  lv2: normLevelViewSchema.nullable(),
  /** True when every level answered comes from the seed set. */
  seed: z.boolean(),
  /** How the set was made. */
  source: z.string(),
  /** The last refresh (a project closing). */
  updatedAt: z.string(),
  /** Closed projects and assets the whole norm base holds (all countries). */
  basis: z.object({ projects: z.number().int().min(0), assets: z.number().int().min(0) }),
});
export type Norms = z.infer<typeof normsSchema>;
