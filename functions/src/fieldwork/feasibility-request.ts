/** The feasibility machine's input: its contract is `shared/src/workflows/feasibility.ts`. */
export {
  feasibilityAudienceSchema,
  feasibilityRequestSchema,
  type FeasibilityAudience,
  type FeasibilityRequest,
  type FeasibilityRequestInput,
  type FeasibilityResult,
} from '@adpulse/shared/workflows/feasibility';
export type { FeasibilityItem } from '@adpulse/shared/fieldwork/feasibility';
export type { PanelProvider } from '@adpulse/shared/projects/constants';
