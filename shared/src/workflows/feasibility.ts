import * as z from 'zod';
import { FEASIBILITY_STATES, feasibilityItemSchema, type FeasibilityItem } from '../fieldwork/feasibility.ts';
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

/** What the machine records at its end (RecordOutcome's Parameters): the run is its execution's name. */
export const feasibilityOutcomeSchema = z.object({
  projectId: z.string().min(1),
  clientId: z.string().min(1),
  runId: z.string().min(1),
  state: z.enum(FEASIBILITY_STATES).exclude(['running']),
  items: z.array(feasibilityItemSchema),
});

const ENTRY = 'functions/src/fieldwork/tasks/feasibility.ts';

/** statemachines/feasibility.asl.json */
export const feasibilityWorkflow = defineWorkflow('feasibility', {
  input: feasibilityRequestSchema,
  definitionFile: 'statemachines/feasibility.asl.json',
  timeoutSeconds: 600,
  service: 'fieldwork',
  tasks: {
    CheckFeasibility: {
      resource: 'CheckFeasibilityFunctionArn',
      id: 'CheckFeasibility',
      handler: { entry: ENTRY, export: 'handler' },
      // The machine's input, unchanged on every poll; the task parses it itself so that its
      // refusal is a DomainError with the fields (common.validation), not a bare parse error.
      input: z.unknown(),
      output: z.object({ items: z.array(feasibilityItemSchema) }),
      errors: ['common.validation'],
      retry: [...LAMBDA_TRANSIENT_ERRORS],
      catch: 'CheckFailedOutcome',
    },
    RecordOutcome: {
      resource: 'RecordFeasibilityFunctionArn',
      id: 'RecordFeasibility',
      handler: { entry: ENTRY, export: 'recordOutcomeHandler' },
      input: feasibilityOutcomeSchema,
      output: z.object({ recorded: z.enum(FEASIBILITY_STATES) }),
      errors: [],
      retry: ['States.ALL'],
      // Unrecorded, the run reads as timed out once the machine's timeout has passed.
      catch: 'Finish',
    },
  },
});
