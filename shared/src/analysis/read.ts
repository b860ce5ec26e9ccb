import type { AnalysisFile } from './api.ts';
import { DEFAULT_JSON_VERSION, JSON_VERSION } from './constants.ts';
import { adaptLegacyAnalysis, type LegacyAnalysisView } from './legacy.ts';
import { analysisSchema, type Analysis, type AnalysisWarning } from './schemas.ts';
import { analysisWarning } from './warnings.ts';

/** What the results screens get from whatever analysis file a project holds. */
export type AnalysisFileView =
  | { format: 'missing'; warnings: AnalysisWarning[] }
  | { format: 'current'; analysis: Analysis | null; warnings: AnalysisWarning[] }
  | ({ format: 'legacy' } & LegacyAnalysisView);

/**
 * Reads an analysis file of any version; never throws. A file without json_version is read as
 * the default version 6 (spec section 9); under 6 goes through the older-format adapter.
 */
export function readAnalysisFile(file: unknown): AnalysisFileView {
  if (file === null || file === undefined) {
    return { format: 'missing', warnings: [analysisWarning('analysisMissing')] };
  }
  const declared =
    typeof file === 'object' && !Array.isArray(file)
      ? (file as { json_version?: unknown }).json_version
      : undefined;
  const number = typeof declared === 'string' && declared.trim() !== '' ? Number(declared) : declared;
  const version = typeof number === 'number' && Number.isFinite(number) ? number : DEFAULT_JSON_VERSION;
  if (version < JSON_VERSION) return { format: 'legacy', ...adaptLegacyAnalysis(file) };
  const parsed = analysisSchema.safeParse(file);
  if (!parsed.success) {
    return { format: 'current', analysis: null, warnings: [analysisWarning('invalidAnalysis')] };
  }
  return { format: 'current', analysis: parsed.data, warnings: parsed.data.warnings };
}

/**
 * The view of a file as the API serves it (`AnalysisFile`): the server has decided its format and
 * parsed its current form, so neither happens again here. Reads the same as `readAnalysisFile`
 * on the stored file.
 */
export function viewOfServedFile(file: AnalysisFile): AnalysisFileView {
  switch (file.format) {
    case 'missing':
      return { format: 'missing', warnings: [analysisWarning('analysisMissing')] };
    case 'current':
      return { format: 'current', analysis: file.analysis, warnings: file.analysis.warnings };
    case 'invalid':
      return { format: 'current', analysis: null, warnings: [analysisWarning('invalidAnalysis')] };
    case 'legacy':
      return { format: 'legacy', ...adaptLegacyAnalysis(file.analysis) };
  }
}
