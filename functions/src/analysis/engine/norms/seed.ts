import { normSetSchema, type NormSet } from '@adpulse/shared/analysis/index';
import seed from './seed-norms.json' with { type: 'json' };

/**
 * The seed norm set of a fresh install (docs/methodology.md, "Seed norms"): labelled seed, made
 * by generate-seed.ts from the simulator's population model, replaced group by group as real
 * projects close (buildNormSet).
 */
export const SEED_NORMS: NormSet = normSetSchema.parse(seed);
