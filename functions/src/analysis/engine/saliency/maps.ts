import { CLARITY_MIN_SAMPLES, SPREAD_MASS } from '../constants.ts';
import { blur, selfKernelAt, type SaliencyGrid } from './grid.ts';

/**
 * One density map and its statistics (docs/methodology.md, "Saliency"): the map, focus and spread
 * with each respondent's influence on them (for the linearised bootstrap), and each respondent's
 * clarity (correlation of its own map with the map of all others).
 */
export interface MapStatistics {
  /** The blurred gaze histogram (not normalised). */
  density: Float64Array;
  mass: number;
  focus: number;
  spread: number;
}

export interface MapBuffers {
  histogram: Float64Array;
  density: Float64Array;
  scratch: Float64Array;
  work: Float64Array;
  focusInfluenceMap: Float64Array;
  topInfluenceMap: Float64Array;
  doubleBlurred: Float64Array;
  sorted: Float64Array;
}

export function mapBuffers(grid: SaliencyGrid): MapBuffers {
  const make = () => new Float64Array(grid.cells);
  return {
    histogram: make(),
    density: make(),
    scratch: make(),
    work: make(),
    focusInfluenceMap: make(),
    topInfluenceMap: make(),
    doubleBlurred: make(),
    sorted: make(),
  };
}

export interface MapSamples {
  /** Indices into the gaze arrays, grouped by respondent, in time order. */
  indices: Int32Array;
  cell: Int32Array;
  respondent: Int32Array;
}

/** Per-respondent outputs of map statistics, added into at respondent * slots + slot. */
export interface MapOutputs {
  /** Each respondent's focus and spread influence (for the linearised bootstrap). */
  influence: { focus: Float32Array; spread: Float32Array } | null;
  /** Sum and count of each respondent's clarity over the maps it had one in. */
  clarity: { sum: Float32Array; count: Uint16Array } | null;
  slots: number;
  slot: number;
}

/**
 * Builds the map of the given samples; with `out`, adds each respondent's focus and spread
 * influence and/or clarity into the per-respondent outputs at `slot` (respondent * slots + slot).
 */
export function analyseMap(
  grid: SaliencyGrid,
  samples: MapSamples,
  buffers: MapBuffers,
  out: MapOutputs | null,
): MapStatistics | null {
  const { indices, cell, respondent } = samples;
  if (indices.length === 0) return null;
  const { histogram, density, scratch, work, focusInfluenceMap, topInfluenceMap, doubleBlurred, sorted } =
    buffers;
  const cells = grid.cells;
  histogram.fill(0);
  for (let k = 0; k < indices.length; k++) histogram[cell[indices[k] as number] as number]! += 1;
  blur(grid, histogram, density, scratch);

  let mass = 0;
  let squares = 0;
  for (let c = 0; c < cells; c++) {
    const value = density[c] as number;
    mass += value;
    squares += value * value;
  }
  // work holds ln p, reused by the focus influence below.
  let entropy = 0;
  for (let c = 0; c < cells; c++) {
    const p = (density[c] as number) / mass;
    const logP = p > 0 ? Math.log(p) : 0;
    work[c] = logP;
    entropy -= p * logP;
  }
  const logCells = Math.log(cells);
  const focus = 100 * (1 - entropy / logCells);

  // Only the cells with density matter to the top 80%; a subset's map leaves many empty.
  let filled = 0;
  for (let c = 0; c < cells; c++) {
    const p = (density[c] as number) / mass;
    if (p > 0) sorted[filled++] = p;
  }
  sorted.subarray(0, filled).sort();
  let cumulative = 0;
  let areaCells = 0;
  let threshold = 0;
  for (let k = filled - 1; k >= 0; k--) {
    const p = sorted[k] as number;
    if (cumulative + p >= SPREAD_MASS) {
      areaCells += (SPREAD_MASS - cumulative) / p;
      threshold = p;
      break;
    }
    cumulative += p;
    areaCells += 1;
  }
  const spread = (100 * areaCells) / cells;
  if (!out) return { density, mass, focus, spread };

  // Influence maps: K * (ln p + H) for focus, K * [p >= threshold] for spread; K * M for clarity.
  const { influence, clarity, slots, slot } = out;
  if (influence) {
    for (let c = 0; c < cells; c++) work[c] = (density[c] as number) > 0 ? (work[c] as number) + entropy : 0;
    blur(grid, work, focusInfluenceMap, scratch);
    for (let c = 0; c < cells; c++) work[c] = (density[c] as number) / mass >= threshold ? 1 : 0;
    blur(grid, work, topInfluenceMap, scratch);
  }
  if (clarity) blur(grid, density, doubleBlurred, scratch);

  const focusScale = 100 / (mass * logCells);
  const spreadScale = threshold > 0 ? -100 / (threshold * mass * cells) : 0;
  let k = 0;
  while (k < indices.length) {
    const r = respondent[indices[k] as number] as number;
    let end = k;
    let focusSum = 0;
    let topSum = 0;
    let ownMass = 0;
    let cross = 0;
    while (end < indices.length && respondent[indices[end] as number] === r) {
      const c = cell[indices[end] as number] as number;
      ownMass += grid.kernelMass[c] as number;
      if (influence) {
        focusSum += focusInfluenceMap[c] as number;
        topSum += topInfluenceMap[c] as number;
      }
      if (clarity) cross += doubleBlurred[c] as number;
      end++;
    }
    const target = r * slots + slot;
    if (influence) {
      influence.focus[target]! += focusScale * focusSum;
      influence.spread[target]! += spreadScale * (topSum - SPREAD_MASS * ownMass);
    }
    if (clarity && end - k >= CLARITY_MIN_SAMPLES) {
      let selfSquares = 0;
      for (let a = k; a < end; a++) {
        const cellA = cell[indices[a] as number] as number;
        for (let b = k; b < end; b++)
          selfSquares += selfKernelAt(grid, cellA, cell[indices[b] as number] as number);
      }
      const value = correlationWithOthers(ownMass, selfSquares, cross, mass, squares, cells);
      if (!Number.isNaN(value)) {
        clarity.sum[target]! += value;
        clarity.count[target]! += 1;
      }
    }
    k = end;
  }
  return { density, mass, focus, spread };
}

/** Pearson correlation of a respondent's map m with L = M - m, from sums over the grid. */
function correlationWithOthers(
  ownMass: number,
  ownSquares: number,
  crossWithAll: number,
  mass: number,
  squares: number,
  cells: number,
): number {
  const value = poolCorrelation(
    ownMass,
    ownSquares,
    crossWithAll - ownSquares,
    mass - ownMass,
    squares - 2 * crossWithAll + ownSquares,
    cells,
  );
  return Number.isNaN(value) ? value : Math.max(-1, Math.min(1, value));
}

/** Pearson correlation over the grid's cells of a map (mass, squares) with a pool (mass, squares), given their cross sum. */
export function poolCorrelation(
  ownMass: number,
  ownSquares: number,
  cross: number,
  poolMass: number,
  poolSquares: number,
  cells: number,
): number {
  const meanOwn = ownMass / cells;
  const meanPool = poolMass / cells;
  const covariance = cross / cells - meanOwn * meanPool;
  const varianceOwn = ownSquares / cells - meanOwn * meanOwn;
  const variancePool = poolSquares / cells - meanPool * meanPool;
  if (varianceOwn <= 0 || variancePool <= 0) return Number.NaN;
  return covariance / Math.sqrt(varianceOwn * variancePool);
}
