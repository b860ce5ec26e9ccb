import type { GazeCluster } from '@adpulse/shared/analysis/index';
import type { AssetSaliency } from '../saliency/analyse.ts';
import type { MapGrid, MapInput } from './render.ts';

/**
 * What a video's per-second images are drawn from, kept by the run instead of the images: the
 * grid, each second's density map (float32, exactly the engine's, so an image drawn later is the
 * image the run would have drawn) and gaze clusters. One small object per asset and run.
 */
export interface SecondMaps {
  grid: MapGrid;
  densities: (Float32Array | null)[];
  clusters: GazeCluster[][];
}

/** Its JSON form. */
export interface StoredSecondMaps {
  version: 1;
  grid: MapGrid;
  /** Base64 of each map's little-endian float32 cells; null where nobody's gaze was recorded. */
  densities: (string | null)[];
  clusters: GazeCluster[][];
}

export function secondMapsOf(saliency: AssetSaliency): SecondMaps {
  return {
    grid: { width: saliency.grid.width, height: saliency.grid.height },
    densities: Array.from({ length: saliency.maps }, (_, second) => saliency.densities[second] ?? null),
    clusters: Array.from({ length: saliency.maps }, (_, second) => saliency.clusters[second] ?? []),
  };
}

export function storedSecondMaps(maps: SecondMaps): StoredSecondMaps {
  return {
    version: 1,
    grid: maps.grid,
    densities: maps.densities.map((density) => {
      if (!density) return null;
      const bytes = Buffer.alloc(density.length * 4);
      density.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
      return bytes.toString('base64');
    }),
    clusters: maps.clusters,
  };
}

export function secondMapsFrom(stored: StoredSecondMaps): SecondMaps {
  if (stored.version !== 1) throw new Error(`Unknown second maps version ${String(stored.version)}`);
  const cells = stored.grid.width * stored.grid.height;
  return {
    grid: stored.grid,
    densities: stored.densities.map((encoded) => {
      if (encoded === null) return null;
      const raw = Buffer.from(encoded, 'base64');
      if (raw.length !== cells * 4) throw new Error('A second map has the wrong number of cells');
      const density = new Float32Array(cells);
      for (let k = 0; k < cells; k++) density[k] = raw.readFloatLE(k * 4);
      return density;
    }),
    clusters: stored.clusters,
  };
}

/** One second's input to the drawing (a second past the end is drawn without gaze). */
export function secondMapInput(maps: SecondMaps, second: number): MapInput {
  return {
    grid: maps.grid,
    density: maps.densities[second] ?? null,
    clusters: maps.clusters[second] ?? [],
  };
}
