/**
 * The analysis engine's public API (README.md beside this file). Pure: no AWS, no clock unless
 * given, no randomness beyond the seed.
 */
export { analyseProject, ProjectAnalysis, warningsOf, type AnalysisRun } from './engine/analyse.ts';
export type { AnalysisAsset, AnalysisInput, AnalysisOptions, AnalysisProject } from './engine/types.ts';
export type { AssetSaliency } from './engine/saliency/analyse.ts';
export {
  renderAllAssetImages,
  renderAssetImages,
  type Frame,
  type RenderedImage,
  type RenderOptions,
} from './engine/images/render.ts';
export {
  resourcePath,
  secondImagePath,
  summaryImagePath,
  IMAGE_KINDS,
  type ImageKind,
} from './engine/images/paths.ts';
export { buildNormSet, computeNormGroups, normStat, MIN_NORM_ASSETS } from './engine/norms/compute.ts';
export { assetNormMetrics, normSummaryOf, type ProjectNormSummary } from './engine/norms/summary.ts';
export { SEED_NORMS } from './engine/norms/seed.ts';
export { clickProbability } from './engine/click.ts';
export { globalIndex } from './engine/global-index.ts';
export * as ANALYSIS_CONSTANTS from './engine/constants.ts';

/** The runtime's reads that other domains serve too (sharing's guest pages). */
export { analysisStatusOf, projectAnalysisOf } from './views/analysis-view.ts';
export { normsOfProject } from './results.ts';
/** Fieldwork starts the analysis: the final run when it closes, live re-runs on new completes. */
export { requestFinalAnalysis, requestLiveAnalysis, type LiveTrigger } from './trigger.ts';
