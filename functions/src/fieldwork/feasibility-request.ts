import { z } from 'zod';

export const PANEL_PROVIDERS = ['dynata', 'pure-spectrum'] as const;
export type PanelProvider = (typeof PANEL_PROVIDERS)[number];

export const NATIONAL_AGE_GROUPS = [
  'group18_25',
  'group26_35',
  'group36_45',
  'group46_55',
  'group56_75',
] as const;
export const PRIMARY_AGE_GROUPS = ['group18_34', 'group35_54', 'group55_64'] as const;
export type AgeGroup = (typeof NATIONAL_AGE_GROUPS)[number] | (typeof PRIMARY_AGE_GROUPS)[number];

const ageGroupFlags = Object.fromEntries(
  [...NATIONAL_AGE_GROUPS, ...PRIMARY_AGE_GROUPS].map((group) => [group, z.boolean().optional()]),
) as Record<AgeGroup, z.ZodOptional<z.ZodBoolean>>;

/**
 * The part of a project's audience that decides panel reach. Other audience fields
 * (category, channel, regions...) pass through untouched: they do not change the estimate.
 */
export const feasibilityAudienceSchema = z.looseObject({
  /** Two-letter country code of the project's country. */
  country: z.string().min(2),
  /** national representative sample, or primary grocery decision makers. */
  population: z.enum(['national', 'primary']).default('national'),
  genre: z.object({ male: z.boolean().optional(), female: z.boolean().optional() }).optional(),
  ...ageGroupFlags,
});
export type FeasibilityAudience = z.output<typeof feasibilityAudienceSchema>;

/** The input of the feasibility state machine, passed unchanged to its task on every poll. */
export const feasibilityRequestSchema = z.looseObject({
  projectId: z.string().min(1),
  clientId: z.string().min(1),
  items: z
    .array(z.object({ assetId: z.string().min(1), requiredRespondents: z.number().int().positive() }))
    .min(1),
  audience: feasibilityAudienceSchema,
  panelProvider: z.enum(PANEL_PROVIDERS).default('dynata'),
});
export type FeasibilityRequest = z.output<typeof feasibilityRequestSchema>;
export type FeasibilityRequestInput = z.input<typeof feasibilityRequestSchema>;

export type FeasibilityStatus = 'READY' | 'PENDING' | 'FAILED';

export interface FeasibilityItem {
  assetId: string;
  feasibility: boolean;
  status: FeasibilityStatus;
}

export interface FeasibilityResult {
  items: FeasibilityItem[];
}
