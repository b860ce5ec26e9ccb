import type { GazeCluster } from '@adpulse/shared/analysis/index';
import {
  CLUSTER_ASSIGN_SIGMAS,
  CLUSTER_MAX,
  CLUSTER_MERGE_SIGMAS,
  CLUSTER_MIN_PEAK_SHARE,
} from '../constants.ts';
import type { SaliencyGrid } from './grid.ts';

/** A fixation cluster in grid coordinates (cell centres). */
export interface Peak {
  x: number;
  y: number;
  value: number;
}

/**
 * The main fixation clusters of a map: local maxima (8 neighbours) of at least 20% of the highest,
 * strongest first, a weaker peak within 2 kernel sigmas of a stronger one dropped, at most 8.
 */
export function findPeaks(grid: SaliencyGrid, density: Float64Array): Peak[] {
  const { width, height } = grid;
  let highest = 0;
  for (let c = 0; c < grid.cells; c++) highest = Math.max(highest, density[c] as number);
  if (highest <= 0) return [];
  const candidates: Peak[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = density[y * width + x] as number;
      if (value < CLUSTER_MIN_PEAK_SHARE * highest) continue;
      let isPeak = true;
      for (let dy = -1; dy <= 1 && isPeak; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const neighbour = density[ny * width + nx] as number;
          // Ties go to the earlier cell so a flat top gives one peak.
          if (neighbour > value || (neighbour === value && ny * width + nx < y * width + x)) {
            isPeak = false;
            break;
          }
        }
      }
      if (isPeak) candidates.push({ x: x + 0.5, y: y + 0.5, value });
    }
  }
  candidates.sort((a, b) => b.value - a.value);
  const merge = CLUSTER_MERGE_SIGMAS * grid.sigma;
  const peaks: Peak[] = [];
  for (const candidate of candidates) {
    if (peaks.some((peak) => Math.hypot(peak.x - candidate.x, peak.y - candidate.y) < merge)) continue;
    peaks.push(candidate);
    if (peaks.length === CLUSTER_MAX) break;
  }
  return peaks;
}

/** Index of the nearest peak within the assignment radius, or -1. */
export function assignToPeak(grid: SaliencyGrid, peaks: Peak[], x: number, y: number): number {
  const gx = x * grid.width;
  const gy = y * grid.height;
  const radius = CLUSTER_ASSIGN_SIGMAS * grid.sigma;
  let best = -1;
  let bestDistance = radius * radius;
  for (let k = 0; k < peaks.length; k++) {
    const peak = peaks[k] as Peak;
    const dx = peak.x - gx;
    const dy = peak.y - gy;
    const distance = dx * dx + dy * dy;
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = k;
    }
  }
  return best;
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Numbers clusters by the median time of first visit over the respondents who visited them and
 * gives each its dwell (share of the map's gaze samples in it). `times` are relative to the map's start.
 */
export function describeClusters(
  grid: SaliencyGrid,
  peaks: Peak[],
  samples: { indices: Int32Array; x: Float32Array; y: Float32Array; t: Float32Array; respondent: Int32Array },
  timeOrigin: number,
): GazeCluster[] {
  if (peaks.length === 0) return [];
  const dwell = new Float64Array(peaks.length);
  const firstVisits: number[][] = peaks.map(() => []);
  const seen = new Int32Array(peaks.length).fill(-1);
  const { indices, x, y, t, respondent } = samples;
  for (let k = 0; k < indices.length; k++) {
    const index = indices[k] as number;
    const peak = assignToPeak(grid, peaks, x[index] as number, y[index] as number);
    if (peak < 0) continue;
    dwell[peak]! += 1;
    const r = respondent[index] as number;
    if (seen[peak] !== r) {
      // Samples are grouped by respondent in time order: the first one seen is the first visit.
      seen[peak] = r;
      firstVisits[peak]!.push((t[index] as number) - timeOrigin);
    }
  }
  const total = indices.length;
  const visited = peaks
    .map((peak, k) => ({
      x: peak.x / grid.width,
      y: peak.y / grid.height,
      dwell: total > 0 ? (dwell[k] as number) / total : 0,
      firstVisit: median(firstVisits[k] as number[]),
      order: 0,
    }))
    .filter((cluster) => cluster.dwell > 0)
    .sort((a, b) => a.firstVisit - b.firstVisit);
  visited.forEach((cluster, position) => {
    cluster.order = position + 1;
  });
  return visited;
}
