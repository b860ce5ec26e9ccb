import { WARNING_LIST_MAX, WARNING_MESSAGE_KEY, type WarningCode } from './constants.ts';
import type { AnalysisWarning } from './schemas.ts';

/** A warning of spec section 8: the spec's text, with the case and its details. */
export function analysisWarning(code: WarningCode, params: AnalysisWarning['params'] = {}): AnalysisWarning {
  return { code, messageKey: WARNING_MESSAGE_KEY, params };
}

/** A list of video names cut to the first three, with the count of the rest (the spec's truncated list). */
export function truncatedList(names: readonly string[]): { assets: string[]; more: number } {
  return {
    assets: names.slice(0, WARNING_LIST_MAX),
    more: Math.max(0, names.length - WARNING_LIST_MAX),
  };
}
