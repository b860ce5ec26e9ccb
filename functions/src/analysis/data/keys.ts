/** Keys of the analysis domain (README.md beside the domain lists the access patterns). */

/** R1: a project's analysis state: the run slot and the published file it points to. */
export const runStateKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `ANALYSIS#${projectId}`,
});

/** Everything of a project in the results bucket lives under the project's prefix (the assets domain's). */
export const analysisPrefix = (clientId: string, projectId: string) =>
  `clients/${clientId}/projects/${projectId}/analysis/`;
export const runPrefix = (clientId: string, projectId: string, runId: string) =>
  `${analysisPrefix(clientId, projectId)}${runId}/`;
export const ANALYSIS_FILE = 'analysis.json';
/**
 * A video's key frames (one JPEG per second, then `index.json`), kept across runs: extracted once
 * per stimulus file (`tag` is of its media key), read by every run and image drawn later.
 */
export const keyFramesPrefix = (clientId: string, projectId: string, assetId: string, tag: string) =>
  `${analysisPrefix(clientId, projectId)}key-frames/${assetId}/${tag}/`;
/**
 * A live run's partial state (`runtime/partial-state.ts`) in the samples bucket, named by the
 * sessions it covers: per-respondent data, so it lives and expires with the respondents' samples.
 */
export const partialStateKey = (clientId: string, projectId: string, name: string) =>
  `samples/${clientId}/${projectId}/analysis-partials/${name}.bin`;
export const ANALYSIS_CSV = 'analysis.csv';

const part = (value: string | null) => encodeURIComponent(value ?? '-');

/** N1: one closed project's norm summary, under its country (a refresh reads the country's). */
export const normInputKey = (country: string, projectId: string) => ({
  pk: `NORMINPUT#${part(country)}`,
  sk: `PROJECT#${projectId}`,
});
export const normInputPk = (country: string) => `NORMINPUT#${part(country)}`;

export const NORMS_PK = 'NORMS';
/** N2: a computed norm group (lv1 per country, lv2 per country, category and viewer). */
export const lv1GroupKey = (country: string) => ({ pk: NORMS_PK, sk: `GROUP#lv1#${part(country)}` });
export const lv2GroupKey = (country: string, category: string | null, viewer: string) => ({
  pk: NORMS_PK,
  sk: `GROUP#lv2#${part(country)}#${part(category)}#${part(viewer)}`,
});
/** N3: per country, the input version (bumped per closed project) and what the groups were computed from. */
export const normCountryKey = (country: string) => ({ pk: NORMS_PK, sk: `COUNTRY#${part(country)}` });
export const NORM_COUNTRY_PREFIX = 'COUNTRY#';
