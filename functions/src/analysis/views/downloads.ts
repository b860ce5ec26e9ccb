import { IMAGE_KINDS, type DownloadLink, type Downloads } from '@adpulse/shared/analysis/index';
import type { ProjectRecord } from '../../projects/index.ts';
import { storage } from '../../platform/storage.ts';
import { ANALYSIS_CSV, ANALYSIS_FILE } from '../data/keys.ts';
import { readRunState, type PublishedRun } from '../data/run-state.ts';
import { summaryImagePath } from '../engine/images/paths.ts';
import { linksExpireAt, RESULTS_LINK_SECONDS } from './links.ts';

/** A file name from user text: no path separators or control characters, at most 80 characters. */
export function safeFileName(text: string): string {
  const cleaned = text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return cleaned || 'project';
}

/**
 * GET /projects/{projectId}/downloads: signed links that save the analysis as JSON and CSV (made
 * at analysis time) and each asset's summary images under readable names. An older-format file
 * has its JSON only. No file yet: no links.
 */
/** The start of every downloaded file's name: the project's name, and how partial its run is. */
export function downloadBaseName(project: ProjectRecord, run: PublishedRun | null): string {
  return `${safeFileName(project.name)}${run?.partial ? ` (partial ${run.respondents.n} of ${run.respondents.target})` : ''}`;
}

export async function downloadsOf(project: ProjectRecord): Promise<Downloads> {
  const state = await readRunState(project.clientId, project.projectId);
  const run = state.current;
  const base = downloadBaseName(project, run);
  const items: DownloadLink[] = [];
  if (run) {
    const link = async (
      kind: DownloadLink['kind'],
      path: string,
      fileName: string,
      contentType: string,
      asset: { assetId: string; name: string } | null,
    ): Promise<DownloadLink> => ({
      kind,
      assetId: asset?.assetId ?? null,
      assetName: asset?.name ?? null,
      fileName,
      contentType,
      url: await storage().downloadUrl(
        { bucket: 'results', key: `${run.prefix}${path}` },
        fileName,
        RESULTS_LINK_SECONDS,
      ),
    });
    items.push(
      await link('analysisJson', ANALYSIS_FILE, `${base} - analysis.json`, 'application/json', null),
    );
    if (run.csv)
      items.push(await link('analysisCsv', ANALYSIS_CSV, `${base} - analysis.csv`, 'text/csv', null));
    for (const asset of run.assets) {
      for (const kind of IMAGE_KINDS) {
        items.push(
          await link(
            kind,
            summaryImagePath(asset.assetId, kind),
            `${base} - ${safeFileName(asset.name)} - ${kind}.png`,
            'image/png',
            asset,
          ),
        );
      }
    }
  }
  return {
    projectId: project.projectId,
    partial: run?.partial ?? false,
    items,
    linksExpireAt: linksExpireAt(),
  };
}
