import type { AssetAnalysis, Series } from './schemas.ts';

/**
 * Where attention drops (docs/methodology.md, section 8, "Attention drop"): the second whose
 * attention falls most from the second before, among falls that clear their own noise, i.e. the
 * second's 95% interval lies wholly below the previous second's (its high under the other's low).
 * A fall inside the overlap of two intervals is what resampling the same people would show.
 */
export interface AttentionDrop {
  /** The second attention falls into (the start of its 1 s bin). */
  second: number;
  /** Attention (0-100) in the second before and in this one. */
  from: number;
  to: number;
}

export function attentionDrop(curve: Series): AttentionDrop | null {
  let found: AttentionDrop | null = null;
  for (let s = 1; s < curve.value.length; s++) {
    const from = curve.value[s - 1];
    const to = curve.value[s];
    const fromLow = curve.low[s - 1];
    const toHigh = curve.high[s];
    if (from == null || to == null || fromLow == null || toHigh == null) continue;
    if (toHigh >= fromLow || from <= to) continue;
    if (!found || from - to > found.from - found.to) found = { second: curve.t[s] ?? s, from, to };
  }
  return found;
}

/** Scene frames shown under an asset's curves. */
export const SCENES_PER_ASSET = 6;

/**
 * The seconds whose frames stand for the video: `count` spread evenly from the first to the
 * last second that has an image, each at most once.
 */
export function sceneSeconds(
  asset: Pick<AssetAnalysis, 'timeline_images'>,
  count = SCENES_PER_ASSET,
): number[] {
  const seconds = asset.timeline_images.map((image) => image.t).sort((a, b) => a - b);
  if (seconds.length <= count) return seconds;
  const picked = Array.from(
    { length: count },
    (_, i) => seconds[Math.round((i * (seconds.length - 1)) / (count - 1))]!,
  );
  return [...new Set(picked)];
}
