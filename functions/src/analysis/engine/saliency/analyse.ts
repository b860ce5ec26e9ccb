import type { GazeCluster } from '@adpulse/shared/analysis/index';
import { TRANSITION_CONFIRM_SAMPLES } from '../constants.ts';
import type { AssetData } from '../prepare.ts';
import { assignToPeak, describeClusters, findPeaks, type Peak } from './clusters.ts';
import { blur, type SaliencyGrid } from './grid.ts';
import { analyseMap, mapBuffers, type MapSamples } from './maps.ts';

/**
 * Saliency of one asset: a density map per second for a video (one for an image, over the whole
 * exposure), their statistics, each respondent's share in them, and the fixation clusters.
 */
export interface AssetSaliency {
  grid: SaliencyGrid;
  /** Maps: one per second for a video, one for an image. */
  maps: number;
  /** Per map: density (grid cells, not normalised), null where nobody's gaze was recorded. */
  densities: (Float32Array | null)[];
  summary: Float32Array | null;
  focus: Float64Array;
  spread: Float64Array;
  clusters: GazeCluster[][];
  summaryClusters: GazeCluster[];
  /** respondent x map. NaN where the respondent has no clarity in that map. */
  focusInfluence: Float32Array;
  spreadInfluence: Float32Array;
  clarity: Float32Array;
  /** Distance moved between clusters (stimulus diagonals) and seconds of gaze, respondent x map. */
  demandDistance: Float32Array;
  demandTime: Float32Array;
}

export function analyseSaliency(data: AssetData, grid: SaliencyGrid): AssetSaliency {
  const { gaze, respondents } = data;
  const video = data.asset.kind === 'video';
  const maps = video ? data.bins : 1;
  const slots = maps;
  const result: AssetSaliency = {
    grid,
    maps,
    densities: new Array<Float32Array | null>(maps).fill(null),
    summary: null,
    focus: new Float64Array(maps).fill(Number.NaN),
    spread: new Float64Array(maps).fill(Number.NaN),
    clusters: Array.from({ length: maps }, () => []),
    summaryClusters: [],
    focusInfluence: new Float32Array(respondents * slots),
    spreadInfluence: new Float32Array(respondents * slots),
    clarity: new Float32Array(respondents * slots).fill(Number.NaN),
    demandDistance: new Float32Array(respondents * slots),
    demandTime: new Float32Array(respondents * slots),
  };
  if (gaze.count === 0) return result;

  // Group sample indices by map, keeping respondent and time order (a stable counting sort).
  const mapOf = (k: number) => (video ? (gaze.bin[k] as number) : 0);
  const counts = new Int32Array(maps + 1);
  for (let k = 0; k < gaze.count; k++) counts[mapOf(k) + 1]! += 1;
  for (let m = 0; m < maps; m++) counts[m + 1]! += counts[m] as number;
  const byMap = new Int32Array(gaze.count);
  const fill = counts.slice(0, maps);
  for (let k = 0; k < gaze.count; k++) byMap[fill[mapOf(k)]!++] = k;

  const buffers = mapBuffers(grid);
  const peaksPerMap: Peak[][] = [];
  for (let m = 0; m < maps; m++) {
    const indices = byMap.subarray(counts[m] as number, counts[m + 1] as number);
    const samples: MapSamples = { indices, cell: gaze.cell, respondent: gaze.respondent };
    const stats = analyseMap(grid, samples, buffers, {
      focusInfluence: result.focusInfluence,
      spreadInfluence: result.spreadInfluence,
      clarity: result.clarity,
      slots,
      slot: m,
    });
    if (!stats) {
      peaksPerMap.push([]);
      continue;
    }
    result.focus[m] = stats.focus;
    result.spread[m] = stats.spread;
    result.densities[m] = Float32Array.from(stats.density);
    const peaks = findPeaks(grid, stats.density);
    peaksPerMap.push(peaks);
    result.clusters[m] = describeClusters(grid, peaks, { ...gaze, indices }, video ? m : 0);
  }

  if (video) {
    const histogram = new Float64Array(grid.cells);
    for (let k = 0; k < gaze.count; k++) histogram[gaze.cell[k] as number]! += 1;
    const density = new Float64Array(grid.cells);
    blur(grid, histogram, density, new Float64Array(grid.cells));
    result.summary = Float32Array.from(density);
    const all = new Int32Array(gaze.count).map((_, k) => k);
    result.summaryClusters = describeClusters(grid, findPeaks(grid, density), { ...gaze, indices: all }, 0);
  } else {
    result.summary = result.densities[0] ?? null;
    result.summaryClusters = result.clusters[0] ?? [];
  }

  measureDemand(data, grid, peaksPerMap, result, mapOf);
  return result;
}

/**
 * Mental demand's raw material: per respondent, the moves between fixation clusters (a move counts
 * once the gaze stays 2 samples in the new cluster), their length in stimulus diagonals, and the
 * seconds of gaze, attributed to the map (second) where the move lands.
 */
function measureDemand(
  data: AssetData,
  grid: SaliencyGrid,
  peaksPerMap: Peak[][],
  result: AssetSaliency,
  mapOf: (k: number) => number,
): void {
  const { gaze } = data;
  const slots = result.maps;
  const mergeDistance = grid.sigma;
  for (let r = 0; r < data.respondents; r++) {
    const start = gaze.start[r] as number;
    const end = gaze.end[r] as number;
    if (end <= start) continue;
    const sampleSeconds = 1 / Math.max(1e-9, data.sampleHz[r] as number);
    let currentX = Number.NaN;
    let currentY = Number.NaN;
    let candidateX = Number.NaN;
    let candidateY = Number.NaN;
    let candidateCount = 0;
    for (let k = start; k < end; k++) {
      const m = mapOf(k);
      const slot = r * slots + m;
      result.demandTime[slot]! += sampleSeconds;
      const peaks = peaksPerMap[m] as Peak[];
      const peak = assignToPeak(grid, peaks, gaze.x[k] as number, gaze.y[k] as number);
      if (peak < 0) continue;
      const px = (peaks[peak] as Peak).x;
      const py = (peaks[peak] as Peak).y;
      if (Number.isNaN(currentX)) {
        currentX = px;
        currentY = py;
        continue;
      }
      if (Math.hypot(px - currentX, py - currentY) <= mergeDistance) {
        candidateCount = 0;
        continue;
      }
      if (candidateCount > 0 && Math.hypot(px - candidateX, py - candidateY) <= mergeDistance) {
        candidateCount++;
      } else {
        candidateX = px;
        candidateY = py;
        candidateCount = 1;
      }
      if (candidateCount >= TRANSITION_CONFIRM_SAMPLES) {
        result.demandDistance[slot]! +=
          Math.hypot(candidateX - currentX, candidateY - currentY) / grid.diagonal;
        currentX = candidateX;
        currentY = candidateY;
        candidateCount = 0;
      }
    }
  }
}
