import {
  chartColour,
  type Analysis,
  type AssetAnalysis,
  type LegacyVideo,
} from '@adpulse/shared/analysis/index';

/** One video (or image) of a current-format analysis, in rank order, with its chart colour. */
export interface ResultVideo {
  assetId: string;
  /** Position in the analysis file's assets (for JSON pointers). */
  fileIndex: number;
  name: string;
  rank: number | null;
  colour: string;
  asset: AssetAnalysis;
}

/** Spec section 4: results sort videos by rank, ranked first (unranked keep the file's order). */
function byRank<T extends { rank: number | null }>(items: readonly T[], position: (item: T) => number): T[] {
  return [...items].sort(
    (a, b) =>
      (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) ||
      position(a) - position(b),
  );
}

/** The analysis's videos by rank, each with the colour it keeps in every chart (up to 8 distinct). */
export function rankedVideos(analysis: Analysis): ResultVideo[] {
  const rankOf = new Map(analysis.ranking.map((entry) => [entry.assetId, entry.rank]));
  const videos = analysis.assets.map((asset, fileIndex) => ({
    assetId: asset.assetId,
    fileIndex,
    name: asset.name,
    rank: asset.rank ?? rankOf.get(asset.assetId) ?? null,
    asset,
  }));
  return byRank(videos, (video) => video.fileIndex).map((video, index) => ({
    ...video,
    colour: chartColour(index),
  }));
}

export interface LegacyResultVideo extends LegacyVideo {
  colour: string;
  label: string;
}

/** Older-format videos (the adapter already sorts them by rank) with colours and a name to show. */
export function legacyResultVideos(videos: readonly LegacyVideo[]): LegacyResultVideo[] {
  return byRank(videos, (video) => video.index).map((video, index) => ({
    ...video,
    colour: chartColour(index),
    label: video.name ?? `#${video.index + 1}`,
  }));
}

/** Spec section 2: each tab resets the current video index to 0 when it is out of range. */
export function videoIndexIn(index: number, count: number): number {
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}
