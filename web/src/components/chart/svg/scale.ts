/** A linear map from a domain of values to a range of pixels (a degenerate domain maps to its start). */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/**
 * Round tick values across [min, max], about `count` of them, at steps of 1, 2 or 5 times a power
 * of ten (the steps people read at a glance). Ticks lie inside the domain.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) return [min];
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const ticks: number[] = [];
  // Rounded to the step's own precision: 0.1 + 0.2 drifts otherwise.
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) {
    ticks.push(Number(tick.toFixed(digits)));
  }
  return ticks;
}

/** The top of a count axis: the largest value rounded up to a nice tick, at least 1. */
export function niceMax(value: number, count = 5): number {
  if (!(value > 0)) return 1;
  const ticks = niceTicks(0, value, count);
  const last = ticks[ticks.length - 1] ?? value;
  return last >= value ? last : last + (ticks[1] ?? value) - (ticks[0] ?? 0);
}

/**
 * A curve as SVG path data through its defined points: a null value breaks the line (a second
 * with nobody measured is a gap, never a zero).
 */
export function linePath(
  xs: readonly number[],
  ys: readonly (number | null)[],
  x: (value: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  let drawing = false;
  xs.forEach((xValue, index) => {
    const yValue = ys[index];
    if (yValue === null || yValue === undefined) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(xValue).toFixed(1)},${y(yValue).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/**
 * A band between two edges as closed SVG polygons, one per run of seconds where both edges are
 * defined (a gap in either leaves the band open there).
 */
export function bandPath(
  xs: readonly number[],
  lows: readonly (number | null)[],
  highs: readonly (number | null)[],
  x: (value: number) => number,
  y: (value: number) => number,
): string {
  const runs: number[][] = [];
  let run: number[] = [];
  xs.forEach((_, index) => {
    const low = lows[index];
    const high = highs[index];
    if (low === null || low === undefined || high === null || high === undefined) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(index);
  });
  if (run.length) runs.push(run);
  return runs
    .map((indexes) => {
      const top = indexes.map((index) => `${x(xs[index]!).toFixed(1)},${y(highs[index]!).toFixed(1)}`);
      const bottom = [...indexes]
        .reverse()
        .map((index) => `${x(xs[index]!).toFixed(1)},${y(lows[index]!).toFixed(1)}`);
      return `M${[...top, ...bottom].join('L')}Z`;
    })
    .join('');
}
