/**
 * Ridge regression (as WebGazer maps eye features to screen points): features are standardised
 * on the fitting data, each output gets its own weights, the intercept is not penalised.
 */
export interface RidgeModel {
  /** Per feature: mean and spread on the fitting data (spread 1 where the feature is constant). */
  mean: number[];
  scale: number[];
  /** Per output: the intercept followed by one weight per standardised feature. */
  weights: number[][];
  lambda: number;
}

export function fitRidge(rows: number[][], targets: number[][], lambda: number): RidgeModel {
  const n = rows.length;
  const width = rows[0]?.length ?? 0;
  if (n === 0 || width === 0) throw new Error('ridge: no data to fit');
  if (targets.length !== n) throw new Error('ridge: one target row per feature row');
  if (rows.some((row) => row.length !== width)) throw new Error('ridge: rows of different length');
  if (!(lambda >= 0)) throw new Error('ridge: lambda must be zero or more');

  const mean = Array.from({ length: width }, (_, j) => average(rows.map((row) => row[j] ?? 0)));
  const scale = mean.map((m, j) => {
    const spread = Math.sqrt(average(rows.map((row) => ((row[j] ?? 0) - m) ** 2)));
    return spread > 1e-12 ? spread : 1;
  });
  const z = rows.map((row) => row.map((value, j) => (value - (mean[j] ?? 0)) / (scale[j] ?? 1)));

  const gram = Array.from({ length: width }, (_, a) =>
    Array.from({ length: width }, (_, b) => {
      let sum = 0;
      for (const row of z) sum += (row[a] ?? 0) * (row[b] ?? 0);
      return sum + (a === b ? lambda : 0);
    }),
  );
  const outputs = targets[0]?.length ?? 0;
  const weights = Array.from({ length: outputs }, (_, k) => {
    const y = targets.map((target) => target[k] ?? 0);
    const intercept = average(y);
    const rhs = Array.from({ length: width }, (_, a) => {
      let sum = 0;
      z.forEach((row, i) => (sum += (row[a] ?? 0) * ((y[i] ?? 0) - intercept)));
      return sum;
    });
    return [intercept, ...solveSymmetric(gram, rhs)];
  });
  return { mean, scale, weights, lambda };
}

export function predictRidge(model: RidgeModel, row: number[]): number[] {
  return model.weights.map((w) => {
    let value = w[0] ?? 0;
    for (let j = 0; j < model.mean.length; j++) {
      value += (w[j + 1] ?? 0) * (((row[j] ?? 0) - (model.mean[j] ?? 0)) / (model.scale[j] ?? 1));
    }
    return value;
  });
}

function average(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Solves A x = b for a symmetric positive semi-definite A by Gaussian elimination with partial
 * pivoting (a ridge system with lambda > 0 is positive definite; a singular one gets x = 0 there).
 */
export function solveSymmetric(matrix: number[][], rhs: number[]): number[] {
  const size = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i] ?? 0]);
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let r = col + 1; r < size; r++) {
      if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    }
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const top = a[col] as number[];
    const lead = top[col] ?? 0;
    if (Math.abs(lead) < 1e-12) continue;
    for (let r = 0; r < size; r++) {
      if (r === col) continue;
      const row = a[r] as number[];
      const factor = (row[col] ?? 0) / lead;
      if (factor === 0) continue;
      for (let c = col; c <= size; c++) row[c] = (row[c] ?? 0) - factor * (top[c] ?? 0);
    }
  }
  return a.map((row, i) => {
    const lead = row[i] ?? 0;
    return Math.abs(lead) < 1e-12 ? 0 : (row[size] ?? 0) / lead;
  });
}
