/**
 * Applies a PATCH body to a record: an absent field keeps its value, null removes it,
 * anything else replaces it.
 */
export type Patch<T> = { [K in keyof T]?: T[K] | null | undefined };

export function applyPatch<T extends object>(record: T, patch: Patch<T>): T {
  const next = { ...record } as Record<string, unknown>;
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next as T;
}
