import { Random } from '../../../platform/random.ts';
import {
  REFERENCE_MIN_PARTITIONS,
  REFERENCE_MIN_SUBSETS,
  REFERENCE_RESPONDENTS,
  REFERENCE_SAMPLE_HZ,
} from '../constants.ts';
import type { AssetData } from '../prepare.ts';

/**
 * The reference sample of the map statistics (docs/methodology.md, "Reference sample"): which gaze
 * samples are kept at the reference rate, and which subsets of respondents are drawn.
 */

/**
 * 1 for the gaze samples kept at REFERENCE_SAMPLE_HZ: a faster device keeps the first sample of
 * each 1 / REFERENCE_SAMPLE_HZ slot of stimulus time; a device at or under the rate keeps all.
 */
export function referenceSamples(data: AssetData): Uint8Array {
  const { gaze } = data;
  const kept = new Uint8Array(gaze.count);
  for (let r = 0; r < data.respondents; r++) {
    const start = gaze.start[r] as number;
    const end = gaze.end[r] as number;
    if ((data.sampleHz[r] as number) <= REFERENCE_SAMPLE_HZ) {
      kept.fill(1, start, end);
      continue;
    }
    let lastSlot = Number.NEGATIVE_INFINITY;
    for (let k = start; k < end; k++) {
      const slot = Math.floor((gaze.t[k] as number) * REFERENCE_SAMPLE_HZ);
      if (slot === lastSlot) continue;
      kept[k] = 1;
      lastSlot = slot;
    }
  }
  return kept;
}

/** Seconds of gaze a kept sample stands for: the interval of the respondent's thinned rate. */
export function referenceSampleSeconds(sampleHz: number): number {
  return 1 / Math.max(1e-9, Math.min(sampleHz, REFERENCE_SAMPLE_HZ));
}

/**
 * Subsets of REFERENCE_RESPONDENTS of the given respondents: the groups of random partitions
 * (a shuffle cut into consecutive groups, the remainder left out of that partition), at least
 * REFERENCE_MIN_PARTITIONS partitions and REFERENCE_MIN_SUBSETS subsets, so that every respondent
 * weighs about equally. With no more respondents than the reference, one subset of them all.
 */
export function referenceSubsets(members: Int32Array, seed: number): Int32Array[] {
  const size = REFERENCE_RESPONDENTS;
  if (members.length <= size) return [members];
  const groups = Math.floor(members.length / size);
  const partitions = Math.max(REFERENCE_MIN_PARTITIONS, Math.ceil(REFERENCE_MIN_SUBSETS / groups));
  const random = new Random(seed);
  const order = Int32Array.from(members);
  const subsets: Int32Array[] = [];
  for (let p = 0; p < partitions; p++) {
    for (let k = order.length - 1; k > 0; k--) {
      const j = random.int(k + 1);
      const swap = order[k] as number;
      order[k] = order[j] as number;
      order[j] = swap;
    }
    for (let g = 0; g < groups; g++) subsets.push(order.slice(g * size, (g + 1) * size).sort());
  }
  return subsets;
}
