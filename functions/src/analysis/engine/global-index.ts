import { GLOBAL_INDEX_ANCHORS, GLOBAL_INDEX_WEIGHTS, type GlobalIndexComponent } from './constants.ts';
import { normalCdf } from './stats/intervals.ts';

/** The components of the global index, each on its 0-100 scale; NaN or null when not measured. */
export type IndexComponents = Record<GlobalIndexComponent, number | null>;

const COMPONENTS = Object.keys(GLOBAL_INDEX_WEIGHTS) as GlobalIndexComponent[];

/**
 * Global index, 0-100: each component becomes 100 x Phi((x - anchor mean) / anchor sd), then the
 * weighted mean of the components present (weights renormalised over them). Null with no component.
 */
export function globalIndex(
  components: IndexComponents,
  anchors: Record<GlobalIndexComponent, { mean: number; sd: number }> = GLOBAL_INDEX_ANCHORS,
): number | null {
  let weighted = 0;
  let weights = 0;
  for (const component of COMPONENTS) {
    const value = components[component];
    if (value === null || Number.isNaN(value)) continue;
    const anchor = anchors[component];
    weighted += GLOBAL_INDEX_WEIGHTS[component] * 100 * normalCdf((value - anchor.mean) / anchor.sd);
    weights += GLOBAL_INDEX_WEIGHTS[component];
  }
  return weights > 0 ? weighted / weights : null;
}

/** The same index from components in COMPONENT_ORDER (NaN for missing), without allocating. */
export const COMPONENT_ORDER: readonly GlobalIndexComponent[] = COMPONENTS;

export function globalIndexOf(values: ArrayLike<number>): number {
  let weighted = 0;
  let weights = 0;
  for (let k = 0; k < COMPONENTS.length; k++) {
    const value = values[k] as number;
    if (Number.isNaN(value)) continue;
    const component = COMPONENTS[k] as GlobalIndexComponent;
    const anchor = GLOBAL_INDEX_ANCHORS[component];
    weighted += GLOBAL_INDEX_WEIGHTS[component] * 100 * normalCdf((value - anchor.mean) / anchor.sd);
    weights += GLOBAL_INDEX_WEIGHTS[component];
  }
  return weights > 0 ? weighted / weights : Number.NaN;
}
