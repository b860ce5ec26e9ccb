import { z } from 'zod';
import { feasibilityItemSchema, type FeasibilityItem } from '../fieldwork/feasibility.ts';
import { ALL_AGE_GROUPS, PANEL_PROVIDERS, POPULATIONS, type AgeGroup } from '../projects/constants.ts';
import { LAMBDA_TRANSIENT_ERRORS, defineWorkflow } from './define.ts';

const ageGroupFlags = Object.fromEntries(
  ALL_AGE_GROUPS.map((group) => [group, z.boolean().optional()]),
) as Record<AgeGroup, z.ZodOptional<z.ZodBoolean>>;

/**
 * The part of a project's audience that decides panel reach. Other audience fields
 * (category, channel, regions...) pass through untouched: they do not change the estimate.
 */
export const feasibilityAudienceSchema = z.looseObject({
  /** Two-letter country code of the project's country. */
  country: z.string().min(2),
  /** national representative sample, or primary grocery decision makers. */
  population: z.enum(POPULATIONS).default('national'),
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

export interface FeasibilityResult {
  items: FeasibilityItem[];
}

/** statemachines/feasibility.asl.json */
export const feasibilityWorkflow = defineWorkflow('feasibility', {
  input: feasibilityRequestSchema,
  definitionFile: 'statemachines/feasibility.asl.json',
  service: 'fieldwork',
  tasks: {
    CheckFeasibility: {
      resource: 'CheckFeasibilityFunctionArn',
      id: 'CheckFeasibility',
      handler: { entry: 'functions/src/fieldwork/tasks/feasibility.ts', export: 'handler' },
      // The machine's input, unchanged on every poll; the task checks it itself so that a bad
      // request fails under its own name (InvalidFeasibilityRequest), not as a parse error.
      input: z.unknown(),
      output: z.object({ items: z.array(feasibilityItemSchema) }),
      errors: [],
      retry: [...LAMBDA_TRANSIENT_ERRORS],
    },
  },
});
