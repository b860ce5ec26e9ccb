import { GLOBAL_INDEX_ANCHORS, GLOBAL_INDEX_WEIGHTS, type GlobalIndexComponent } from './constants.ts';
import { normalCdf } from './stats/intervals.ts';

/** The components of the global index, each on its 0-100 scale; NaN or null when not measured. */
export type IndexComponents = Record<GlobalIndexComponent, number | null>;

const COMPONENTS = Object.keys(GLOBAL_INDEX_WEIGHTS) as GlobalIndexComponent[];

/**
 * Global index, 0-100: each component becomes 100 x Phi((x - anchor mean) / anchor sd), then the
 * weighted mean of the components present (weights renormalised over them). Null with no component.
 */
export function globalIndex(components: IndexComponents): number | null {
  let weighted = 0;
  let weights = 0;
  for (const component of COMPONENTS) {
    const value = components[component];
    if (value === null || Number.isNaN(value)) continue;
    const anchor = GLOBAL_INDEX_ANCHORS[component];
    weighted += GLOBAL_INDEX_WEIGHTS[component] * 100 * normalCdf((value - anchor.mean) / anchor.sd);
    weights += GLOBAL_INDEX_WEIGHTS[component];
  }
  return weights > 0 ? weighted / weights : null;
}
