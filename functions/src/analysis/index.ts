/**
 * The analysis engine's public API (README.md beside this file). Pure: no AWS, no clock unless
 * given, no randomness beyond the seed.
 */
export { analyseProject, ProjectAnalysis, warningsOf, type AnalysisRun } from './analyse.ts';
export type { AnalysisAsset, AnalysisInput, AnalysisOptions, AnalysisProject } from './types.ts';
export type { AssetSaliency } from './saliency/analyse.ts';
export {
  renderAllAssetImages,
  renderAssetImages,
  type Frame,
  type RenderedImage,
  type RenderOptions,
} from './images/render.ts';
export {
  resourcePath,
  secondImagePath,
  summaryImagePath,
  IMAGE_KINDS,
  type ImageKind,
} from './images/paths.ts';
export { buildNormSet, computeNormGroups, normStat, MIN_NORM_ASSETS } from './norms/compute.ts';
export { assetNormMetrics, normSummaryOf, type ProjectNormSummary } from './norms/summary.ts';
export { SEED_NORMS } from './norms/seed.ts';
export { clickProbability } from './click.ts';
export { globalIndex } from './global-index.ts';
export * as ANALYSIS_CONSTANTS from './constants.ts';
/** The seeded random source, shared with the fieldwork simulator so both draw the same way. */
export { Random } from './stats/random.ts';

/** The runtime's reads that other domains serve too (sharing's guest pages). */
export { projectAnalysisOf } from './views/analysis-view.ts';
export { normsOfProject } from './results.ts';
/** Fieldwork starts the analysis: the final run when it closes, live re-runs on new completes. */
export { requestFinalAnalysis, requestLiveAnalysis, type LiveTrigger } from './trigger.ts';
