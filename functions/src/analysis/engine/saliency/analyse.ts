import type { GazeCluster } from '@adpulse/shared/analysis/index';
import { TRANSITION_CONFIRM_SAMPLES } from '../constants.ts';
import type { AssetData } from '../prepare.ts';
import { assignToPeak, describeClusters, findPeaks, type Peak } from './clusters.ts';
import { blur, type SaliencyGrid } from './grid.ts';
import { addLeaveOutShifts } from './clarity-jackknife.ts';
import { analyseMap, mapBuffers, type MapBuffers, type MapOutputs } from './maps.ts';
import { referenceSampleSeconds, referenceSamples, referenceSubsets } from './reference.ts';

/**
 * Saliency of one asset: a density map per second for a video (one for an image, over the whole
 * exposure) and its fixation clusters, from every gaze sample; and the map statistics with each
 * respondent's share in them, at the reference sample (docs/methodology.md, "Reference sample"):
 * the mean over subsets of REFERENCE_RESPONDENTS respondents of the statistic of their gaze thinned
 * to REFERENCE_SAMPLE_HZ, so that a project's size and its devices' rate do not move them.
 */
export interface AssetSaliency {
  grid: SaliencyGrid;
  /** Maps: one per second for a video, one for an image. */
  maps: number;
  /** Per map: density (grid cells, not normalised), null where nobody's gaze was recorded. */
  densities: (Float32Array | null)[];
  summary: Float32Array | null;
  /** Per map, at the reference sample (NaN where no subset has a map). */
  focus: Float64Array;
  spread: Float64Array;
  clusters: GazeCluster[][];
  summaryClusters: GazeCluster[];
  /**
   * respondent x map, at the reference sample: influences (already divided by the subsets), the
   * respondent's mean clarity over its subsets (NaN where it has none).
   */
  focusInfluence: Float32Array;
  spreadInfluence: Float32Array;
  clarity: Float32Array;
  /** Distance moved between clusters (stimulus diagonals) and seconds of gaze, respondent x map. */
  demandDistance: Float32Array;
  demandTime: Float32Array;
}

export function analyseSaliency(data: AssetData, grid: SaliencyGrid, seed: number): AssetSaliency {
  const { gaze, respondents } = data;
  const video = data.asset.kind === 'video';
  const maps = video ? data.bins : 1;
  const result: AssetSaliency = {
    grid,
    maps,
    densities: new Array<Float32Array | null>(maps).fill(null),
    summary: null,
    focus: new Float64Array(maps).fill(Number.NaN),
    spread: new Float64Array(maps).fill(Number.NaN),
    clusters: Array.from({ length: maps }, () => []),
    summaryClusters: [],
    focusInfluence: new Float32Array(respondents * maps),
    spreadInfluence: new Float32Array(respondents * maps),
    clarity: new Float32Array(respondents * maps).fill(Number.NaN),
    demandDistance: new Float32Array(respondents * maps),
    demandTime: new Float32Array(respondents * maps),
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

  // What the client sees: every sample's maps and clusters.
  const buffers = mapBuffers(grid);
  for (let m = 0; m < maps; m++) {
    const indices = byMap.subarray(counts[m] as number, counts[m + 1] as number);
    const stats = analyseMap(grid, { indices, cell: gaze.cell, respondent: gaze.respondent }, buffers, null);
    if (!stats) continue;
    result.densities[m] = Float32Array.from(stats.density);
    result.clusters[m] = describeClusters(
      grid,
      findPeaks(grid, stats.density),
      { ...gaze, indices },
      video ? m : 0,
    );
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

  referenceStatistics(data, grid, { byMap, counts, mapOf }, buffers, result, seed);
  return result;
}

interface MapIndex {
  byMap: Int32Array;
  counts: Int32Array;
  mapOf: (k: number) => number;
}

/**
 * The map statistics at the reference sample: for each subset of respondents, the maps of their
 * thinned samples, each map's focus and spread with influences, each respondent's clarity and its
 * moves between that subset's clusters; averaged over the subsets (per map for focus and spread,
 * per respondent over the subsets it was in for clarity and moves).
 */
function referenceStatistics(
  data: AssetData,
  grid: SaliencyGrid,
  index: MapIndex,
  buffers: MapBuffers,
  result: AssetSaliency,
  seed: number,
): void {
  const { gaze } = data;
  const { maps } = result;
  const kept = referenceSamples(data);
  const members: number[] = [];
  for (let r = 0; r < data.respondents; r++) {
    const start = gaze.start[r] as number;
    const end = gaze.end[r] as number;
    let any = false;
    for (let k = start; k < end; k++) {
      if (!kept[k]) continue;
      any = true;
      result.demandTime[r * maps + index.mapOf(k)]! += referenceSampleSeconds(data.sampleHz[r] as number);
    }
    if (any) members.push(r);
  }
  const subsets = referenceSubsets(Int32Array.from(members), seed);
  const subsetsOf = new Uint16Array(data.respondents);
  const focusSum = new Float64Array(maps);
  const spreadSum = new Float64Array(maps);
  const subsetMaps = new Uint16Array(maps);
  const clarity = {
    sum: new Float32Array(data.respondents * maps),
    count: new Uint16Array(data.respondents * maps),
  };
  const byMapRespondent = keptByMapAndRespondent(data, index, kept, maps);
  // The influences come from the map of all kept samples: the statistic at the reference sample
  // and on all of them share their first-order term (docs/methodology.md, "Intervals").
  const influence = { focus: result.focusInfluence, spread: result.spreadInfluence };
  for (let m = 0; m < maps; m++) {
    const row = m * (data.respondents + 1);
    const indices = byMapRespondent.indices.subarray(
      byMapRespondent.offsets[row] as number,
      byMapRespondent.offsets[row + data.respondents] as number,
    );
    const out: MapOutputs = { influence, clarity: null, slots: maps, slot: m };
    analyseMap(grid, { indices, cell: gaze.cell, respondent: gaze.respondent }, buffers, out);
  }
  const selected = new Int32Array(gaze.count);
  for (const subset of subsets) for (const r of subset) subsetsOf[r]! += 1;
  // Per respondent and map: how much the others' clarity moves when it leaves their pools.
  const leaveOutShift = new Float64Array(data.respondents * maps);
  for (const subset of subsets) {
    const peaksPerMap: Peak[][] = [];
    for (let m = 0; m < maps; m++) {
      let count = 0;
      const row = m * (data.respondents + 1);
      for (const r of subset) {
        const from = byMapRespondent.offsets[row + r] as number;
        const to = byMapRespondent.offsets[row + r + 1] as number;
        for (let i = from; i < to; i++) selected[count++] = byMapRespondent.indices[i] as number;
      }
      const indices = selected.subarray(0, count);
      const out: MapOutputs = { influence: null, clarity, slots: maps, slot: m };
      const stats = analyseMap(grid, { indices, cell: gaze.cell, respondent: gaze.respondent }, buffers, out);
      if (!stats) {
        peaksPerMap.push([]);
        continue;
      }
      const poolMembers = [];
      for (const r of subset) {
        const from = byMapRespondent.offsets[row + r] as number;
        const to = byMapRespondent.offsets[row + r + 1] as number;
        if (to === from) continue;
        const cells = Int32Array.from(
          byMapRespondent.indices.subarray(from, to),
          (k) => gaze.cell[k] as number,
        );
        poolMembers.push({ respondent: r, cells });
      }
      addLeaveOutShifts(grid, poolMembers, subsetsOf, leaveOutShift, maps, m);
      focusSum[m]! += stats.focus;
      spreadSum[m]! += stats.spread;
      subsetMaps[m]! += 1;
      peaksPerMap.push(findPeaks(grid, stats.density));
    }
    for (const r of subset) addMoves(data, grid, r, kept, peaksPerMap, result, index.mapOf);
  }

  for (let m = 0; m < maps; m++) {
    const made = subsetMaps[m] as number;
    if (made === 0) continue;
    result.focus[m] = (focusSum[m] as number) / made;
    result.spread[m] = (spreadSum[m] as number) / made;
  }
  for (let slot = 0; slot < data.respondents * maps; slot++) {
    const clarities = clarity.count[slot] as number;
    if (clarities > 0) result.clarity[slot] = (clarity.sum[slot] as number) / clarities;
  }
  asPseudoValues(result.clarity, leaveOutShift, data.respondents, maps);
  for (let r = 0; r < data.respondents; r++) {
    const times = subsetsOf[r] as number;
    for (let m = 0; m < maps; m++) {
      const slot = r * maps + m;
      if (times > 0) result.demandDistance[slot]! /= times;
      else result.demandTime[slot] = 0;
    }
  }
}

/**
 * Clarity per respondent and map becomes its jackknife pseudo-value c - (D - mean D), D the sum of
 * the moves of the others' clarity when it leaves their pools (addLeaveOutShifts): n C - (n - 1) C(-r)
 * for the map's clarity C, centred so that the means, and so the KPI and its per-second curve, are
 * unchanged (docs/methodology.md, "Clarity's interval"). The respondent bootstrap of these values
 * then has the spread of the jackknife of the statistic, not of the own values alone.
 */
function asPseudoValues(clarity: Float32Array, shift: Float64Array, respondents: number, maps: number): void {
  for (let m = 0; m < maps; m++) {
    let sum = 0;
    let count = 0;
    for (let r = 0; r < respondents; r++) {
      if (Number.isNaN(clarity[r * maps + m] as number)) continue;
      sum += shift[r * maps + m] as number;
      count++;
    }
    if (count === 0) continue;
    const mean = sum / count;
    for (let r = 0; r < respondents; r++) {
      const slot = r * maps + m;
      clarity[slot] = (clarity[slot] as number) - ((shift[slot] as number) - mean);
    }
  }
}

/** The kept samples grouped by map then respondent: map m's respondent r at offsets[m * (R + 1) + r]. */
function keptByMapAndRespondent(
  data: AssetData,
  index: MapIndex,
  kept: Uint8Array,
  maps: number,
): { indices: Int32Array; offsets: Int32Array } {
  const stride = data.respondents + 1;
  const offsets = new Int32Array(maps * stride + 1);
  const indices = new Int32Array(data.gaze.count);
  let count = 0;
  for (let m = 0; m < maps; m++) {
    const row = m * stride;
    let r = 0;
    offsets[row] = count;
    for (let i = index.counts[m] as number; i < (index.counts[m + 1] as number); i++) {
      const k = index.byMap[i] as number;
      if (!kept[k]) continue;
      const owner = data.gaze.respondent[k] as number;
      while (r < owner) offsets[row + ++r] = count;
      indices[count++] = k;
    }
    while (r < data.respondents) offsets[row + ++r] = count;
  }
  return { indices, offsets };
}

/**
 * Mental demand's raw material for one respondent in one subset: its moves between the subset's
 * fixation clusters (a move counts once the gaze stays 2 kept samples in the new cluster), their
 * length in stimulus diagonals, added to the map (second) where the move lands.
 */
function addMoves(
  data: AssetData,
  grid: SaliencyGrid,
  r: number,
  kept: Uint8Array,
  peaksPerMap: Peak[][],
  result: AssetSaliency,
  mapOf: (k: number) => number,
): void {
  const { gaze } = data;
  const slots = result.maps;
  const mergeDistance = grid.sigma;
  let currentX = Number.NaN;
  let currentY = Number.NaN;
  let candidateX = Number.NaN;
  let candidateY = Number.NaN;
  let candidateCount = 0;
  for (let k = gaze.start[r] as number; k < (gaze.end[r] as number); k++) {
    if (!kept[k]) continue;
    const m = mapOf(k);
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
      result.demandDistance[r * slots + m]! +=
        Math.hypot(candidateX - currentX, candidateY - currentY) / grid.diagonal;
      currentX = candidateX;
      currentY = candidateY;
      candidateCount = 0;
    }
  }
}
