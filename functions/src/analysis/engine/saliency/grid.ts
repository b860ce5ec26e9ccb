import { KERNEL_SIGMA_DIAGONAL_SHARE, SALIENCY_GRID_LONG_SIDE } from '../constants.ts';

/**
 * The saliency grid: square cells over the stimulus, the longer side cut in 48. Density maps are
 * gaze histograms on it blurred by a truncated Gaussian (separable, radius 3 sigma), sigma being
 * 3% of the stimulus diagonal.
 */
export interface SaliencyGrid {
  width: number;
  height: number;
  cells: number;
  /** Kernel sigma, in cells. */
  sigma: number;
  /** Stimulus diagonal, in cells. */
  diagonal: number;
  /** 1D kernel taps, centre at index `radius`, summing to 1. */
  taps: Float64Array;
  radius: number;
  /** sum over the grid of the kernel centred on each cell (less than 1 near the edges). */
  kernelMass: Float64Array;
  /** Kernel convolved with itself (sigma x sqrt 2), by cell offset: selfKernel[|dy| * (2R'+1) + |dx|]. */
  selfKernel: Float64Array;
  selfRadius: number;
}

export function saliencyGrid(stimulusWidth: number, stimulusHeight: number): SaliencyGrid {
  const landscape = stimulusWidth >= stimulusHeight;
  const ratio = landscape ? stimulusHeight / stimulusWidth : stimulusWidth / stimulusHeight;
  const short = Math.max(1, Math.round(SALIENCY_GRID_LONG_SIDE * ratio));
  const width = landscape ? SALIENCY_GRID_LONG_SIDE : short;
  const height = landscape ? short : SALIENCY_GRID_LONG_SIDE;
  const diagonal = Math.hypot(width, height);
  const sigma = KERNEL_SIGMA_DIAGONAL_SHARE * diagonal;
  const radius = Math.ceil(3 * sigma);
  const taps = new Float64Array(2 * radius + 1);
  let total = 0;
  for (let k = -radius; k <= radius; k++) {
    const value = Math.exp((-k * k) / (2 * sigma * sigma));
    taps[k + radius] = value;
    total += value;
  }
  for (let k = 0; k < taps.length; k++) taps[k] = (taps[k] as number) / total;

  const selfRadius = Math.ceil(3 * sigma * Math.SQRT2);
  const selfSide = selfRadius + 1;
  const selfKernel = new Float64Array(selfSide * selfSide);
  // Discrete self-convolution of the 1D taps, then the 2D product.
  const self1d = new Float64Array(selfSide);
  for (let d = 0; d < selfSide; d++) {
    let sum = 0;
    for (let k = -radius; k <= radius; k++) {
      const j = k + d;
      if (j >= -radius && j <= radius) sum += (taps[k + radius] as number) * (taps[j + radius] as number);
    }
    self1d[d] = sum;
  }
  for (let dy = 0; dy < selfSide; dy++) {
    for (let dx = 0; dx < selfSide; dx++) {
      selfKernel[dy * selfSide + dx] = (self1d[dy] as number) * (self1d[dx] as number);
    }
  }

  const grid: SaliencyGrid = {
    width,
    height,
    cells: width * height,
    sigma,
    diagonal,
    taps,
    radius,
    kernelMass: new Float64Array(width * height),
    selfKernel,
    selfRadius,
  };
  const ones = new Float64Array(grid.cells).fill(1);
  blur(grid, ones, grid.kernelMass, new Float64Array(grid.cells));
  return grid;
}

/** Cell index of a point in stimulus coordinates (0..1 each). */
export function cellOf(grid: SaliencyGrid, x: number, y: number): number {
  const cx = Math.min(grid.width - 1, Math.max(0, Math.floor(x * grid.width)));
  const cy = Math.min(grid.height - 1, Math.max(0, Math.floor(y * grid.height)));
  return cy * grid.width + cx;
}

/** out = K * source (truncated at the borders). `scratch` is a buffer of grid.cells. */
export function blur(
  grid: SaliencyGrid,
  source: Float64Array,
  out: Float64Array,
  scratch: Float64Array,
): void {
  const { width, height, taps, radius } = grid;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      const from = Math.max(0, x - radius);
      const to = Math.min(width - 1, x + radius);
      for (let k = from; k <= to; k++) sum += (source[row + k] as number) * (taps[k - x + radius] as number);
      scratch[row + x] = sum;
    }
  }
  for (let y = 0; y < height; y++) {
    const from = Math.max(0, y - radius);
    const to = Math.min(height - 1, y + radius);
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = from; k <= to; k++)
        sum += (scratch[k * width + x] as number) * (taps[k - y + radius] as number);
      out[y * width + x] = sum;
    }
  }
}

/** The self-kernel between two cells (0 beyond its radius). */
export function selfKernelAt(grid: SaliencyGrid, cellA: number, cellB: number): number {
  const dx = Math.abs((cellA % grid.width) - (cellB % grid.width));
  const dy = Math.abs(Math.floor(cellA / grid.width) - Math.floor(cellB / grid.width));
  if (dx > grid.selfRadius || dy > grid.selfRadius) return 0;
  return grid.selfKernel[dy * (grid.selfRadius + 1) + dx] as number;
}
