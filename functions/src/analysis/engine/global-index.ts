import { GLOBAL_INDEX_ANCHORS, GLOBAL_INDEX_WEIGHTS, type GlobalIndexComponent } from './constants.ts';
import { normalCdf } from './stats/intervals.ts';

/** The components of the global index, each on its 0-100 scale; NaN or null when not measured. */
export type IndexComponents = Record<GlobalIndexComponent, number | null>;

const COMPONENTS = Object.keys(GLOBAL_INDEX_WEIGHTS) as GlobalIndexComponent[];

/** One component's part in a global index: its value, its anchor, its 0-100 score and its weight. */
export interface IndexPart {
  component: GlobalIndexComponent;
  /** The component's KPI on its 0-100 scale. */
  value: number;
  anchor: { mean: number; sd: number };
  /** 100 x Phi((value - anchor mean) / anchor sd). */
  score: number;
  /** Its weight renormalised over the components present (the parts' weights sum to 1). */
  weight: number;
}

/** A component's 0-100 score against its anchor: 100 x Phi((value - mean) / sd); 50 at the anchor's mean. */
function componentScore(value: number, anchor: { mean: number; sd: number }): number {
  return 100 * normalCdf((value - anchor.mean) / anchor.sd);
}

/**
 * The global index's breakdown: each component present becomes 100 x Phi((x - anchor mean) /
 * anchor sd), weighted by GLOBAL_INDEX_WEIGHTS renormalised over the components present.
 */
export function globalIndexParts(
  components: IndexComponents,
  anchors: Record<GlobalIndexComponent, { mean: number; sd: number }> = GLOBAL_INDEX_ANCHORS,
): IndexPart[] {
  const present = COMPONENTS.filter((component) => {
    const value = components[component];
    return value !== null && !Number.isNaN(value);
  });
  const total = present.reduce((sum, component) => sum + GLOBAL_INDEX_WEIGHTS[component], 0);
  return present.map((component) => {
    const value = components[component] as number;
    const anchor = anchors[component];
    return {
      component,
      value,
      anchor,
      score: componentScore(value, anchor),
      weight: GLOBAL_INDEX_WEIGHTS[component] / total,
    };
  });
}

/** Global index, 0-100: the weighted mean of its parts' scores (globalIndexParts). Null with no component. */
export function globalIndex(
  components: IndexComponents,
  anchors: Record<GlobalIndexComponent, { mean: number; sd: number }> = GLOBAL_INDEX_ANCHORS,
): number | null {
  const parts = globalIndexParts(components, anchors);
  return parts.length > 0 ? parts.reduce((sum, part) => sum + part.weight * part.score, 0) : null;
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
    weighted += GLOBAL_INDEX_WEIGHTS[component] * componentScore(value, GLOBAL_INDEX_ANCHORS[component]);
    weights += GLOBAL_INDEX_WEIGHTS[component];
  }
  return weights > 0 ? weighted / weights : Number.NaN;
}
