import { JSON_VERSION, analysisSchema, type AnalysisFile } from '@adpulse/shared/analysis/index';
import { storage } from '../../platform/storage.ts';
import { ANALYSIS_FILE } from '../data/keys.ts';
import type { PublishedRun } from '../data/run-state.ts';

/**
 * The published file of a run, as stored: the current format checked against its schema, an
 * older one (json_version under 6) or an invalid one passed through for the web's reader.
 */
export async function readPublishedFile(run: PublishedRun | null): Promise<AnalysisFile> {
  if (!run) return { format: 'missing', analysis: null };
  const bytes = await storage().get({ bucket: 'results', key: `${run.prefix}${ANALYSIS_FILE}` });
  if (!bytes) return { format: 'missing', analysis: null };
  let stored: unknown;
  try {
    stored = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { format: 'invalid', analysis: {} };
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return { format: 'invalid', analysis: {} };
  }
  const record = stored as Record<string, unknown>;
  const declared = Number(record.json_version ?? JSON_VERSION);
  const version = Number.isFinite(declared) ? declared : JSON_VERSION;
  if (version < JSON_VERSION) return { format: 'legacy', jsonVersion: version, analysis: record };
  const parsed = analysisSchema.safeParse(record);
  return parsed.success
    ? { format: 'current', analysis: parsed.data }
    : { format: 'invalid', analysis: record };
}
