import { IMAGE_KINDS, type AssetImageLinks, type ImageKind } from '@adpulse/shared/analysis/index';
import { now } from '../../platform/clock.ts';
import { storage } from '../../platform/storage.ts';
import type { PublishedRun } from '../data/run-state.ts';
import { secondImagePath, summaryImagePath } from '../engine/images/paths.ts';

/** Signed links of results files live this long; the answers say until when. */
export const RESULTS_LINK_SECONDS = 60 * 60;

export const linksExpireAt = (seconds = RESULTS_LINK_SECONDS) =>
  new Date(now() + seconds * 1000).toISOString();

const imageUrl = (run: PublishedRun, path: string) =>
  storage().viewUrl({ bucket: 'results', key: `${run.prefix}${path}` }, RESULTS_LINK_SECONDS);

/** Each analysed asset's summary heatmap, fogmap and gazeplot. */
export async function summaryImageLinks(run: PublishedRun | null): Promise<AssetImageLinks[]> {
  if (!run) return [];
  return Promise.all(
    run.assets.map(async (asset) => {
      const [heatmap, fogmap, gazeplot] = await Promise.all(
        IMAGE_KINDS.map((kind) => imageUrl(run, summaryImagePath(asset.assetId, kind))),
      );
      return {
        assetId: asset.assetId,
        heatmap: heatmap ?? '',
        fogmap: fogmap ?? '',
        gazeplot: gazeplot ?? '',
      };
    }),
  );
}

/** One asset's per-second images of one kind (videos), and its summary. */
export async function secondImageLinks(
  run: PublishedRun,
  assetId: string,
  kind: ImageKind,
): Promise<{ summary: string; seconds: { t: number; url: string }[] } | undefined> {
  const asset = run.assets.find((candidate) => candidate.assetId === assetId);
  if (!asset) return undefined;
  const seconds = await Promise.all(
    Array.from({ length: asset.seconds }, async (_, t) => ({
      t,
      url: await imageUrl(run, secondImagePath(assetId, kind, t)),
    })),
  );
  return { summary: await imageUrl(run, summaryImagePath(assetId, kind)), seconds };
}
