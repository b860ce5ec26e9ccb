import { describe, expect, it } from 'vitest';
import { fitRidge, predictRidge, solveSymmetric } from './ridge.ts';

describe('ridge regression', () => {
  it('solves a small symmetric system', () => {
    expect(
      solveSymmetric(
        [
          [4, 1],
          [1, 3],
        ],
        [1, 2],
      ).map((x) => x.toFixed(6)),
    ).toEqual(['0.090909', '0.636364']);
  });

  it('recovers an exact linear map when the penalty is nearly zero', () => {
    const rows = Array.from({ length: 30 }, (_, i) => [Math.sin(i), Math.cos(i * 1.3), (i % 7) / 7]);
    const targets = rows.map(([a = 0, b = 0, c = 0]) => [3 + 2 * a - b, -1 + 0.5 * c + 4 * a]);
    const model = fitRidge(rows, targets, 1e-9);
    for (const [i, row] of rows.entries()) {
      const [x = 0, y = 0] = predictRidge(model, row);
      expect(x).toBeCloseTo(targets[i]?.[0] ?? NaN, 6);
      expect(y).toBeCloseTo(targets[i]?.[1] ?? NaN, 6);
    }
  });

  it('shrinks weights toward the mean as the penalty grows, never the intercept', () => {
    const rows = [[0], [1], [2], [3]];
    const targets = rows.map(([x = 0]) => [10 + 2 * x]);
    const mild = fitRidge(rows, targets, 0.01);
    const strong = fitRidge(rows, targets, 1e6);
    expect(Math.abs(strong.weights[0]?.[1] ?? 1)).toBeLessThan(Math.abs(mild.weights[0]?.[1] ?? 0));
    expect(predictRidge(strong, [0])[0]).toBeCloseTo(13, 3);
    expect(strong.weights[0]?.[0]).toBeCloseTo(13, 9);
  });

  it('ignores a constant feature instead of dividing by zero', () => {
    const model = fitRidge(
      [
        [1, 5],
        [2, 5],
        [3, 5],
      ],
      [[2], [4], [6]],
      1e-9,
    );
    expect(model.scale[1]).toBe(1);
    expect(predictRidge(model, [4, 5])[0]).toBeCloseTo(8, 6);
  });

  it('refuses empty or ragged data', () => {
    expect(() => fitRidge([], [], 1)).toThrow();
    expect(() => fitRidge([[1], [1, 2]], [[1], [2]], 1)).toThrow();
    expect(() => fitRidge([[1]], [[1]], -1)).toThrow();
  });
});
