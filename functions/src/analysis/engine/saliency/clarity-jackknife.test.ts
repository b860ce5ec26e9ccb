import { describe, expect, it } from 'vitest';
import { Random } from '../../../platform/random.ts';
import { addLeaveOutShifts } from './clarity-jackknife.ts';
import { correlation as pearson } from '../test-support/fixtures.ts';
import { blur, saliencyGrid, type SaliencyGrid } from './grid.ts';

function mapOf(grid: SaliencyGrid, cells: Int32Array): Float64Array {
  const histogram = new Float64Array(grid.cells);
  for (const cell of cells) histogram[cell]! += 1;
  const map = new Float64Array(grid.cells);
  blur(grid, histogram, map, new Float64Array(grid.cells));
  return map;
}

describe("clarity's leave-one-out shifts", () => {
  it('equal the brute-force moves of the others’ correlations with their pools when one respondent leaves', () => {
    const grid = saliencyGrid(1920, 1080);
    const random = new Random(3);
    // Samples away from the borders, where the Gram sums are the grid's; one respondent with
    // a single sample (no clarity of its own, still in the others' pools).
    const sampleCounts = [1, 3, 5, 8, 4, 6];
    const members = sampleCounts.map((samples, respondent) => ({
      respondent,
      cells: Int32Array.from({ length: samples }, () => {
        const x = 10 + random.int(grid.width - 20);
        const y = 8 + random.int(grid.height - 16);
        return y * grid.width + x;
      }),
    }));
    const weight = new Uint16Array(members.length).fill(2);
    const shift = new Float64Array(members.length);
    addLeaveOutShifts(grid, members, weight, shift, 1, 0);

    const maps = members.map((member) => mapOf(grid, member.cells));
    const poolOf = (without: number[]) => {
      const pool = new Float64Array(grid.cells);
      maps.forEach((map, j) => {
        if (without.includes(j)) return;
        for (let c = 0; c < grid.cells; c++) pool[c]! += map[c] as number;
      });
      return pool;
    };
    members.forEach((_, d) => {
      let expected = 0;
      members.forEach((member, i) => {
        if (i === d || member.cells.length < 2) return;
        const own = maps[i] as Float64Array;
        expected += (pearson(own, poolOf([i, d])) - pearson(own, poolOf([i]))) / 2;
      });
      // Within the self-kernel's truncation at 3 sqrt(2) sigma (a relative 1e-4 here).
      expect(shift[d], `respondent ${d}`).toBeCloseTo(expected, 4);
    });
    expect(shift.some((value) => Math.abs(value) > 1e-3)).toBe(true);
  });
});
