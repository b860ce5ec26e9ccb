import { CLARITY_MIN_SAMPLES } from '../constants.ts';
import { selfKernelAt, type SaliencyGrid } from './grid.ts';
import { poolCorrelation } from './maps.ts';

/**
 * Clarity's interval (docs/methodology.md, "Clarity's interval"): a respondent is in every other
 * respondent's pool of "others", so leaving it out moves their clarity too. For one subset's map,
 * this adds to shift[d * slots + slot], for each respondent d, the sum over the others i of how much
 * i's correlation with its pool moves when d leaves the pool, divided by weight[i] (the subsets i's
 * clarity is averaged over): the exact delete-one jackknife of the subset statistic, from the Gram
 * matrix of the respondents' maps (q_ij = sum over their sample pairs of the self-kernel, the sums
 * the correlation itself is made of).
 */
export function addLeaveOutShifts(
  grid: SaliencyGrid,
  /** The subset's respondents and, per respondent, its kept samples' cells in this map. */
  members: readonly { respondent: number; cells: Int32Array }[],
  weight: Uint16Array,
  shift: Float64Array,
  slots: number,
  slot: number,
): void {
  const count = members.length;
  if (count < 3) return;
  const gram = new Float64Array(count * count);
  const mass = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const own = (members[i] as { cells: Int32Array }).cells;
    for (let a = 0; a < own.length; a++) mass[i]! += grid.kernelMass[own[a] as number] as number;
    for (let j = i; j < count; j++) {
      const other = (members[j] as { cells: Int32Array }).cells;
      let sum = 0;
      for (let a = 0; a < own.length; a++) {
        const cell = own[a] as number;
        for (let b = 0; b < other.length; b++) sum += selfKernelAt(grid, cell, other[b] as number);
      }
      gram[i * count + j] = sum;
      gram[j * count + i] = sum;
    }
  }
  const rows = new Float64Array(count);
  let total = 0;
  let totalMass = 0;
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < count; j++) rows[i]! += gram[i * count + j] as number;
    total += rows[i] as number;
    totalMass += mass[i] as number;
  }
  const cells = grid.cells;
  for (let i = 0; i < count; i++) {
    const member = members[i] as { respondent: number; cells: Int32Array };
    if (member.cells.length < CLARITY_MIN_SAMPLES) continue;
    const own = gram[i * count + i] as number;
    const poolMass = totalMass - (mass[i] as number);
    const poolSquares = total - 2 * (rows[i] as number) + own;
    const cross = (rows[i] as number) - own;
    const base = poolCorrelation(mass[i] as number, own, cross, poolMass, poolSquares, cells);
    if (Number.isNaN(base)) continue;
    const share = 1 / Math.max(1, weight[member.respondent] as number);
    for (let d = 0; d < count; d++) {
      if (d === i) continue;
      const withId = gram[i * count + d] as number;
      const left = poolCorrelation(
        mass[i] as number,
        own,
        cross - withId,
        poolMass - (mass[d] as number),
        poolSquares - 2 * ((rows[d] as number) - withId) + (gram[d * count + d] as number),
        cells,
      );
      if (Number.isNaN(left)) continue;
      shift[(members[d] as { respondent: number }).respondent * slots + slot]! += share * (left - base);
    }
  }
}
